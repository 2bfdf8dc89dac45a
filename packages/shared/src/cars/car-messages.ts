import { NIGERIAN_PLACE_MESSAGES } from '../places/places';

/**
 * The car registration, edit and delete words (docs/product.md#validation,
 * #messages, #money and #completed-features).
 */
export const CAR_MESSAGES = {
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  yearWhole: 'Year must be a whole number',
  yearTooOld: 'Year must be 2000 or later',
  yearInFuture: 'Year cannot be in the future',
  licensePlateRequired: 'License plate is required',
  licensePlateFormat: 'Invalid license plate format',
  licensePlateTooLong: 'Must be 15 characters or less',
  colorRequired: 'Color is required',
  unknownColor: 'Choose a color from the list',
  mileageRequired: 'Mileage is required',
  mileageWhole: 'Mileage must be a whole number',
  mileageNegative: 'Mileage cannot be negative',
  fuelTypeRequired: 'Fuel type is required',
  unknownFuelType: 'Choose a fuel type from the list',
  transmissionRequired: 'Transmission is required',
  unknownTransmission: 'Choose a transmission from the list',
  bodyTypeRequired: 'Body type is required',
  unknownBodyType: 'Choose a body type from the list',
  categoryRequired: 'Category is required',
  unknownCategory: 'Choose a category from the list',
  dailyRateRequired: 'Daily rate is required',
  hourlyRateRequired: 'Hourly rate is required',
  weeklyRateRequired: 'Weekly rate is required',
  // The registration inputs have min 10 for hourly and daily (docs/product.md#constants).
  rateAtLeastTen: 'Must be at least ₦10',
  // The original edit form said '$1'; naira everywhere (docs/product.md#money).
  rateAtLeastOne: 'Must be at least ₦1',
  rateTooHigh: 'Must be ₦100,000,000 or less',
  rateDecimals: 'Must have at most 2 decimal places',
  escortAvailableInvalid: "escortAvailable must be true or false (or '1' or '0')",
  escortPriceRequired: 'Escort price is required when escort is available',
  imageRequired: 'Image URL is required',
  pickupAddressRequired: 'Please enter a pickup address',
  stateRequired: 'State is required',
  localGovRequired: 'Local government is required',
  cityRequired: 'City is required',
  ...NIGERIAN_PLACE_MESSAGES,
  licensePlateTaken: (plate: string) => `A car with license plate ${plate} is already registered`,
  registered: 'car has been registered successfully for hire',
  registerFailed: (message: string) => `Failed to register car: ${message}`,
  edited: 'car Edited successfully!',
  confirmDeletion: 'Confirm Deletion',
  hasUpcomingBookings: (car: string, count: number) =>
    `${car} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Past bookings are always kept.`,
} as const;
