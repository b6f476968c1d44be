/** A line's date as a Turkish plant writes it: ISO '2027-01-15' → '15.01.2027'; a file's own text ('Q3') as is. */
export function lineDateText(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}
