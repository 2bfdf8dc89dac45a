/* Where the demo hotels stand: each city with its state and local government (docs/product.md#places). */

export type DemoCity = { city: string; state: string; localGov: string };

export const LAGOS_ISLAND: DemoCity = { city: 'Lagos', state: 'Lagos', localGov: 'Eti-Osa' };
export const LAGOS_MAINLAND: DemoCity = { city: 'Lagos', state: 'Lagos', localGov: 'Ikeja' };
export const ABUJA: DemoCity = {
  city: 'Abuja',
  state: 'Federal Capital Territory',
  localGov: 'Abuja Municipal Area Council',
};
export const PORT_HARCOURT: DemoCity = {
  city: 'Port Harcourt',
  state: 'Rivers',
  localGov: 'Port Harcourt',
};
export const KANO: DemoCity = { city: 'Kano', state: 'Kano', localGov: 'Nasarawa' };
export const IBADAN: DemoCity = { city: 'Ibadan', state: 'Oyo', localGov: 'Ibadan North' };
export const CALABAR: DemoCity = {
  city: 'Calabar',
  state: 'Cross River',
  localGov: 'Calabar Municipal',
};
export const ENUGU: DemoCity = { city: 'Enugu', state: 'Enugu', localGov: 'Enugu North' };
