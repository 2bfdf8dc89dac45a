/** The booking receipt (issue 3); built by the receipt feature. */
export function ReceiptRoute() {
  return <main id="main" className="mx-auto max-w-3xl p-6">Booking receipt</main>;
}
