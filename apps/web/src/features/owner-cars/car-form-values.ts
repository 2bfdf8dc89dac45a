import type { TCar } from '@waka/shared/cars/car';
import { CAR_HIRE_COUNTRY } from '@waka/shared/cars/car-country';
import type { TEditCarRequest, TRegisterCarRequest } from '@waka/shared/cars/register-car';
import type { CarFormInput, CarFormValues } from './car-form-schema';

/**
 * An empty registration: Nigeria chosen, nothing else. The selects are left
 * out (undefined) so each shows its "Select…" choice.
 */
export const EMPTY_CAR_FORM: Partial<CarFormInput> = {
  make: '',
  model: '',
  year: '',
  licensePlate: '',
  mileage: '',
  dailyRate: '',
  hourlyRate: '',
  weeklyRate: '',
  escortAvailable: false,
  escortPrice: '',
  country: CAR_HIRE_COUNTRY,
  state: '',
  stateId: null,
  localGov: '',
  city: '',
  pickupAddress: '',
  carImage: '',
};

/** The Edit car modal starts from the car as listed; the photo stays unless a new one is chosen. */
export function editFormFrom(car: TCar): CarFormInput {
  return {
    make: car.make,
    model: car.model,
    year: String(car.year),
    licensePlate: car.licensePlate,
    color: car.color as CarFormInput['color'],
    mileage: String(car.mileage),
    fuelType: car.fuelType as CarFormInput['fuelType'],
    transmission: car.transmission as CarFormInput['transmission'],
    bodyType: car.bodyType,
    category: car.category,
    dailyRate: String(car.dailyRate),
    hourlyRate: String(car.hourlyRate),
    weeklyRate: String(car.weeklyRate),
    escortAvailable: car.escortAvailable,
    escortPrice: car.escortPrice === null ? '' : String(car.escortPrice),
    country: CAR_HIRE_COUNTRY,
    state: car.state,
    stateId: car.stateId,
    localGov: car.localGov,
    city: car.city,
    pickupAddress: car.pickupAddress,
    carImage: undefined,
  };
}

/** The form's values as the API takes them: no country (cars are in Nigeria), no fee without an escort. */
function carDetails(values: CarFormValues) {
  const { country: _country, escortPrice, carImage: _image, ...details } = values;
  return {
    ...details,
    stateId: values.stateId ?? null,
    ...(values.escortAvailable ? { escortPrice } : {}),
  };
}

/** POST /cars/registration: the details and the uploaded photo's address. */
export function registerRequestFrom(values: CarFormValues): TRegisterCarRequest {
  return { ...carDetails(values), carImage: values.carImage ?? '' };
}

/** PUT /cars/{carId}: the details, and the photo only when a new one was uploaded. */
export function editRequestFrom(values: CarFormValues): TEditCarRequest {
  return { ...carDetails(values), ...(values.carImage ? { carImage: values.carImage } : {}) };
}

const FORM_FIELDS = new Set<string>([
  ...Object.keys(EMPTY_CAR_FORM),
  'color',
  'fuelType',
  'transmission',
  'bodyType',
  'category',
]);

/** The server names a few fields its own way (two rates have a capital: docs/product.md#data); the rest match. */
export function formFieldOf(serverField: string): keyof CarFormInput | null {
  const name =
    serverField === 'stateId'
      ? 'state'
      : serverField === 'HourlyRate'
        ? 'hourlyRate'
        : serverField === 'WeeklyRate'
          ? 'weeklyRate'
          : serverField;
  return FORM_FIELDS.has(name) ? (name as keyof CarFormInput) : null;
}
