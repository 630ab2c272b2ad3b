import type { ReactNode } from "react";

/** A framed area of the table, like a card-box lid. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
