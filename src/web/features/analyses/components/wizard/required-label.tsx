/** A field's label with the red asterisk of a required field (the asterisk is not read out). */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-red-700" aria-hidden>
        *
      </span>
    </>
  );
}
