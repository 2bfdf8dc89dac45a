import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { NIGERIA } from '@/lib/places/nigeria';
import { useCountries } from '@/lib/places/use-countries';
import { useLocalGovernments } from '@/lib/places/use-local-governments';
import { useStates } from '@/lib/places/use-states';

/** The place fields of a form: a hotel's address or a car's pickup place. */
export type PlaceFieldsInput = {
  country?: string;
  state?: string;
  stateId?: number | null;
  localGov?: string;
  city?: string;
};

/**
 * Country, state, local government and city (docs/product.md#register-hotel,
 * #owner-cars, #places), inside a react-hook-form form with those field names.
 * In Nigeria the state and local government come from the places data, the
 * second list following the first; elsewhere both are free text.
 */
export function PlaceFields() {
  const form = useFormContext<PlaceFieldsInput>();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const inNigeria = country === NIGERIA;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CountrySelect />
      {inNigeria ? (
        <NigerianStateAndLocalGovernment />
      ) : (
        <>
          <FormField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register('state')}
          />
          <FormField
            label="Local government"
            error={errors.localGov?.message}
            {...form.register('localGov')}
          />
        </>
      )}
      <FormField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city')}
      />
    </div>
  );
}

/** The world's countries with Nigeria first; changing between Nigeria and elsewhere starts the place over. */
function CountrySelect() {
  const form = useFormContext<PlaceFieldsInput>();
  const {
    field: { ref, name, value, onBlur, onChange },
    fieldState,
  } = useController({ control: form.control, name: 'country' });
  const countries = useCountries();
  const names = (countries.data ?? []).map((c) => c.country).filter((name) => name !== NIGERIA);
  // Shown before the list arrives (and if it never does): Nigeria, and the hotel's own country.
  const choices = [
    NIGERIA,
    ...(value && value !== NIGERIA && !names.includes(value) ? [value] : []),
    ...names,
  ];

  return (
    <SelectField
      label="Country"
      autoComplete="country-name"
      error={fieldState.error?.message}
      hint={
        countries.isError ? (
          <span>
            We couldn’t load the list of countries.{' '}
            <button
              type="button"
              className="font-semibold text-brand-800 underline"
              onClick={() => void countries.refetch()}
            >
              Try again
            </button>
          </span>
        ) : undefined
      }
      name={name}
      ref={ref}
      value={value ?? ''}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.target.value;
        if ((next === NIGERIA) !== (value === NIGERIA)) {
          form.setValue('state', '');
          form.setValue('stateId', null);
          form.setValue('localGov', '');
        }
        onChange(next);
      }}
    >
      <option value="">Select country</option>
      {choices.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The state, then its local governments: the second select waits (disabled)
 * for a state and while its list loads ('Loading...'); clearing the state
 * clears the list and the choice; a list that fails to load is empty.
 */
function NigerianStateAndLocalGovernment() {
  const form = useFormContext<PlaceFieldsInput>();
  const {
    field: {
      ref: stateRef,
      name: stateName,
      value: stateValue,
      onBlur: onStateBlur,
      onChange: onStateChange,
    },
    fieldState: { error: stateError },
  } = useController({ control: form.control, name: 'state' });
  const {
    field: {
      ref: lgaRef,
      name: lgaName,
      value: lgaValue,
      onBlur: onLgaBlur,
      onChange: onLgaChange,
    },
    fieldState: { error: lgaError },
  } = useController({ control: form.control, name: 'localGov' });
  const stateId = useWatch({ control: form.control, name: 'stateId' });
  const states = useStates({ enabled: true });
  const localGovernments = useLocalGovernments(stateId);

  const stateChoices = states.data ?? [];
  const currentState = stateValue ?? '';
  const lgaLoading = stateId != null && localGovernments.isFetching && !localGovernments.data;
  const lgaChoices =
    stateId != null && !localGovernments.isError ? (localGovernments.data ?? []) : [];
  const currentLga = lgaValue ?? '';

  return (
    <>
      <SelectField
        label="State"
        autoComplete="address-level1"
        error={stateError?.message}
        hint={
          states.isError ? (
            <span>
              We couldn’t load Nigeria’s states.{' '}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => void states.refetch()}
              >
                Try again
              </button>
            </span>
          ) : undefined
        }
        name={stateName}
        ref={stateRef}
        value={currentState}
        onBlur={onStateBlur}
        onChange={(event) => {
          const chosen = stateChoices.find((s) => s.name === event.target.value);
          form.setValue('stateId', chosen?.stateId ?? null);
          form.setValue('localGov', '');
          onStateChange(chosen?.name ?? '');
        }}
      >
        <option value="">{states.isPending ? 'Loading...' : 'Select state'}</option>
        {stateChoices.map((s) => (
          <option key={s.stateId} value={s.name}>
            {s.name}
          </option>
        ))}
        {currentState && !stateChoices.some((s) => s.name === currentState) ? (
          <option value={currentState}>{currentState}</option>
        ) : null}
      </SelectField>
      <SelectField
        label="Local government"
        error={lgaError?.message}
        hint={
          stateId != null && localGovernments.isError ? (
            <span>
              We couldn’t load this state’s local governments.{' '}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => void localGovernments.refetch()}
              >
                Try again
              </button>
            </span>
          ) : undefined
        }
        disabled={stateId == null || lgaLoading}
        name={lgaName}
        ref={lgaRef}
        value={lgaLoading ? '' : currentLga}
        onBlur={onLgaBlur}
        onChange={(event) => onLgaChange(event.target.value)}
      >
        <option value="">{lgaLoading ? 'Loading...' : 'Select local government'}</option>
        {lgaChoices.map((lga) => (
          <option key={lga.id} value={lga.name}>
            {lga.name}
          </option>
        ))}
        {/* A stored spelling the list lacks stays visible; the server names the problem on save. */}
        {localGovernments.isSuccess &&
        currentLga &&
        !lgaChoices.some((lga) => lga.name === currentLga) ? (
          <option value={currentLga}>{currentLga}</option>
        ) : null}
      </SelectField>
    </>
  );
}
