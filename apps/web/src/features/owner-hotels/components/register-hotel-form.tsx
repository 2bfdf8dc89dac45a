import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { pageOnScreen } from '@/lib/page-on-screen';
import { useRegisterHotel } from '../api/use-register-hotel';
import { registerRequestFrom } from '../hotel-form-values';
import { HotelForm } from './hotel-form';

/** The registration's failure (spec §8): 'Error: ' and the server's message. */
function registrationFailure(error: unknown): string {
  return `Error: ${error instanceof ApiError ? error.message : 'Failed to register hotel. Please try again.'}`;
}

/** Where a new hotel's owner goes next (spec §2): adding its rooms. */
export const addRoomPath = (hotelId: string) => `/owner/all-hotel/add-room/${hotelId}`;

type RegisterHotelFormProps = {
  submitLabel: string;
  inDialog?: boolean;
  onCancel?: () => void;
};

/**
 * Registering a hotel for real (spec §2 Register hotel, D12), on the owner's
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
