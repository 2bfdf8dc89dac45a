import type { z } from 'zod';
import type { THotel } from '@waka/shared/hotels/hotel';
import type {
  TEditHotelRequest,
  TRegisterHotelRequest,
  ZEditHotelForm,
} from '@waka/shared/hotels/register-hotel';
import { NIGERIA } from '@/lib/places/nigeria';

/**
 * What the hotel form holds, for registering and editing alike: number
 * inputs as text, amenities as the ticked list, the image as the address the
 * upload answered (absent on edit until a new photo is chosen). The register
 * schema is the edit schema with the image required.
 */
export type HotelFormInput = z.input<typeof ZEditHotelForm>;
export type HotelFormValues = z.output<typeof ZEditHotelForm>;

/** An empty registration: Nigeria first (docs/product.md#places), nothing else chosen. */
export const EMPTY_HOTEL_FORM: Partial<HotelFormInput> = {
  hotelName: '',
  hotelContactNo: '',
  hotelDescription: '',
  hotelAddress: '',
  country: NIGERIA,
  state: '',
  stateId: null,
  localGov: '',
  city: '',
  hotelRating: '',
  minimumPrice: '',
  hotelAmenities: [],
  hotelImage: '',
};

/** The Edit Hotel modal starts from the hotel as listed; the photo stays unless a new one is chosen. */
export function editFormFrom(hotel: THotel): HotelFormInput {
  return {
    hotelName: hotel.hotelName,
    hotelContactNo: hotel.hotelContactNo,
    hotelDescription: hotel.hotelDescription,
    hotelAddress: hotel.hotelAddress,
    country: hotel.country,
    state: hotel.state,
    stateId: hotel.stateId,
    localGov: hotel.localGov,
    city: hotel.city,
    hotelRating: String(hotel.hotelRating),
    minimumPrice: String(hotel.minimumPrice),
    propertyType: hotel.propertyType,
    hotelAmenities: hotel.hotelAmenities,
    hotelImage: undefined,
  };
}

/** POST /hotels: the form's values, with the uploaded image's address. */
export function registerRequestFrom(values: HotelFormValues): TRegisterHotelRequest {
  return { ...values, stateId: values.stateId ?? null, hotelImage: values.hotelImage ?? '' };
}

/** PUT /hotels/{id}: the spec's edit payload sends the list as `amenities`; the image only when replaced. */
export function editRequestFrom(values: HotelFormValues): TEditHotelRequest {
  const { hotelAmenities, hotelImage, ...details } = values;
  return {
    ...details,
    stateId: values.stateId ?? null,
    amenities: hotelAmenities,
    ...(hotelImage ? { hotelImage } : {}),
  };
}

/** The server names a few fields differently from the form; the rest match (docs/product.md#data). */
export function formFieldOf(serverField: string): keyof HotelFormInput | null {
  const name =
    serverField === 'stateId'
      ? 'state'
      : serverField === 'amenities'
        ? 'hotelAmenities'
        : serverField;
  return name in EMPTY_HOTEL_FORM || name === 'propertyType'
    ? (name as keyof HotelFormInput)
    : null;
}
