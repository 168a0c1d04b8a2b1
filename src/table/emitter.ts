/** A typed event emitter: `on(type, listener)` and `emit(type, detail)`, the detail checked against the map `M`. */
export class Emitter<M extends object> {
  #on = new Map<keyof M, Set<(detail: never) => void>>();

  /** Listens to `type`; returns the function that stops it. */
  on<K extends keyof M>(type: K, listener: (detail: M[K]) => void): () => void {
    let set = this.#on.get(type);
    if (!set) this.#on.set(type, (set = new Set()));
    set.add(listener as (detail: never) => void);
    return () => set!.delete(listener as (detail: never) => void);
  }

  #any = new Set<(type: keyof M, detail: M[keyof M]) => void>();

  /** Listens to every type; returns the function that stops it. */
  onAny(listener: <K extends keyof M>(type: K, detail: M[K]) => void): () => void {
    const f = listener as (type: keyof M, detail: M[keyof M]) => void;
    this.#any.add(f);
    return () => this.#any.delete(f);
  }

  /** Calls every listener of `type` with `detail`, in the order they started listening, then those of every type. */
  emit<K extends keyof M>(type: K, detail: M[K]): void {
    for (const f of [...(this.#on.get(type) ?? [])]) (f as (d: M[K]) => void)(detail);
    for (const f of [...this.#any]) f(type, detail);
  }
}
