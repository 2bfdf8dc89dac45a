import type { TCar } from '@waka/shared/cars/car';
import { Menu } from '@/components/ui/menu';
import { carName } from '../car-display';

export type CarAction = 'details' | 'edit' | 'delete';

type CarActionsMenuProps = {
  car: TCar;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: CarAction, car: TCar) => void;
  className?: string;
};

/** A car's actions (docs/product.md#owner-cars: View cars): View Details, Edit, Delete. */
export function CarActionsMenu({
  car,
  open,
  onOpenChange,
  onAction,
  className,
}: CarActionsMenuProps) {
  return (
    <Menu
      label={`Actions for ${carName(car)} (${car.licensePlate})`}
      open={open}
      onOpenChange={onOpenChange}
      className={className}
      items={[
        { label: 'View Details', onSelect: () => onAction('details', car) },
        { label: 'Edit', onSelect: () => onAction('edit', car) },
        { label: 'Delete', onSelect: () => onAction('delete', car), danger: true },
      ]}
    />
  );
}
