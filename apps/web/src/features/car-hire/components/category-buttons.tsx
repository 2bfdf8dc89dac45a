import type { CarCategory } from '@waka/shared/cars/car-options';
import { FLEET_CATEGORIES } from '../data/fleet-categories';

type CategoryButtonsProps = {
  chosen: CarCategory | undefined;
  onChoose: (category: CarCategory | undefined) => void;
};

/** Show All, Economy, Luxury, SUVs, Vans: toggle buttons, the pressed one filling green. */
export function CategoryButtons({ chosen, onChoose }: CategoryButtonsProps) {
  return (
    <div role="group" aria-label="Car category" className="flex flex-wrap justify-center gap-2">
      {FLEET_CATEGORIES.map(({ label, category }) => {
        const pressed = category === chosen;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(category)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
              pressed
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
