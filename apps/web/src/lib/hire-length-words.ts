/** '5 hours', '3 days', '1 day 2 hours': a hire's length as a traveller reads it. */
export function hireLengthWords(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : '',
    rest > 0 || days === 0 ? `${rest} ${rest === 1 ? 'hour' : 'hours'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
