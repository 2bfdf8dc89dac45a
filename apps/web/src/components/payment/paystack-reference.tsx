/** Paystack's reference of the payment that paid a booking, for the owner to match their statement. */
export function PaystackReference({ reference }: { reference: string | null }) {
  if (!reference) return null;
  return (
    <span className="text-xs text-slate-600">
      Paystack ref <span className="font-mono whitespace-nowrap">{reference}</span>
    </span>
  );
}
