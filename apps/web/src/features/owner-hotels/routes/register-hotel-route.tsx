import { OwnerPageHeader } from '../components/owner-page-header';
import { RegisterHotelForm } from '../components/register-hotel-form';

/** /owner/hotel-registration (docs/product.md#register-hotel): the full form; success goes to the new hotel's add-room page. */
export function RegisterHotelRoute() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerPageHeader title="Register Hotel">
        List a property on Waka. Once it is registered you can add its rooms.
      </OwnerPageHeader>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <RegisterHotelForm submitLabel="Register Hotel" />
      </div>
    </div>
  );
}
