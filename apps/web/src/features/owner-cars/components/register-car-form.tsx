import { useState } from 'react';
import { CAR_MESSAGES } from '@waka/shared/cars/register-car';
import { ApiError } from '@/lib/api-client';
import { useRegisterCar } from '../api/use-register-car';
import { registerRequestFrom } from '../car-form-values';
import { CarForm } from './car-form';

/** The registration's failure (docs/product.md#messages, #completed-features: its own words, not the room form's). */
function registrationFailure(error: unknown): string {
  return CAR_MESSAGES.registerFailed(
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
  );
}

/**
 * Register New Vehicle (docs/product.md#owner-cars, #completed-features):
 * POST /cars/registration, then an empty form for the next car. The form is
 * mounted afresh, so every field, the photo and its file input start over,
 * not only the values.
 */
export function RegisterCarForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const registration = useRegisterCar();
  const [round, setRound] = useState(0);
  return (
    <CarForm
      key={round}
      mode="register"
      submitLabel="Register Car"
      submittingLabel="Registering..."
      describeFailure={registrationFailure}
      onSubmit={async (values) => {
        await registration.mutateAsync(registerRequestFrom(values));
        setRound((was) => was + 1);
        onRegistered(CAR_MESSAGES.registered);
      }}
    />
  );
}
