import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { pageOnScreen } from '@/lib/page-on-screen';
import { addRoomPath } from '@/lib/paths';
import { useRegisterHotel } from '../api/use-register-hotel';
import { registerRequestFrom } from '../hotel-form-values';
import { HotelForm } from './hotel-form';

/** The registration's failure (docs/product.md#messages): 'Error: ' and the server's message. */
function registrationFailure(error: unknown): string {
  return `Error: ${error instanceof ApiError ? error.message : 'Failed to register hotel. Please try again.'}`;
}

type RegisterHotelFormProps = {
  submitLabel: string;
  inDialog?: boolean;
  onCancel?: () => void;
};

/**
 * Registering a hotel for real (docs/product.md#register-hotel), on the owner's
 * page and in the public modal alike: POST /hotels, then the new hotel's
 * add-room page.
 */
export function RegisterHotelForm({ submitLabel, inDialog, onCancel }: RegisterHotelFormProps) {
  const registration = useRegisterHotel();
  const navigate = useNavigate();
  return (
    <HotelForm
      mode="register"
      submitLabel={submitLabel}
      submittingLabel="Registering..."
      inDialog={inDialog}
      onCancel={onCancel}
      describeFailure={registrationFailure}
      onSubmit={async (values) => {
        const hotel = await registration.mutateAsync(registerRequestFrom(values));
        // The form stays busy until the next page shows, so it cannot be sent twice.
        await pageOnScreen(() => navigate(addRoomPath(hotel.hotelId)));
      }}
    />
  );
}
