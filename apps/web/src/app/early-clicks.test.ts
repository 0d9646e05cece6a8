import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const FIRST_PAINT = readFileSync(
  path.join(import.meta.dirname, '../../public/assets/first-paint.js'),
  'utf8',
);

class Element {
  clicks = 0;
  isConnected = true;
  constructor(
    readonly tagName: string,
    readonly parent: Element | null = null,
  ) {}

  /** Itself or the nearest parent that is a button or a form control (what first-paint asks). */
  closest(): Element | null {
    if (['BUTTON', 'INPUT', 'LABEL', 'SELECT'].includes(this.tagName)) return this;
    return this.parent?.closest() ?? null;
  }

  click() {
    this.clicks += 1;
  }
}

/** A page's head running first-paint.js; `rendered` says whether the server rendered it. */
function page({ rendered }: { rendered: boolean }) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const window: { propdeskHydrated?: () => void; localStorage: Storage } = {
    localStorage: { getItem: () => null } as unknown as Storage,
  };
  runInNewContext(FIRST_PAINT, {
    window,
    Element,
    location: { pathname: '/demo/listings/1' },
    navigator: { languages: [] },
    document: {
      documentElement: { setAttribute: () => undefined, style: {} },
      querySelector: () => null,
      getElementById: (id: string) => (rendered && id === 'propdesk-state' ? {} : null),
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        (listeners[type] ??= []).push(listener),
    },
  });
  /** A click as the browser dispatches it; whether it went on to the page. */
  const click = (target: Element) => {
    let stopped = false;
    for (const listener of listeners.click ?? []) {
      listener({
        type: 'click',
        target,
        preventDefault: () => undefined,
        stopImmediatePropagation: () => (stopped = true),
      });
    }
    return !stopped;
  };
  return { window, click };
}

describe('clicks before a server-rendered page is hydrated', () => {
  it('are held on buttons, and replayed once, once the page is hydrated', () => {
    const { window, click } = page({ rendered: true });
    const button = new Element('BUTTON');
    const icon = new Element('SVG', button);
    expect(click(icon)).toBe(false);
    expect(click(button)).toBe(false);
    expect(button.clicks).toBe(0);
    window.propdeskHydrated!();
    expect(button.clicks).toBe(1);
    // Once hydrated, clicks go straight to the page.
    expect(click(button)).toBe(true);
  });

  it('leave links and text alone, and a button gone meanwhile', () => {
    const { window, click } = page({ rendered: true });
    expect(click(new Element('A'))).toBe(true);
    const gone = new Element('BUTTON');
    click(gone);
    gone.isConnected = false;
    window.propdeskHydrated!();
    expect(gone.clicks).toBe(0);
  });

  it('are not held on a page rendered in the browser', () => {
    const { click } = page({ rendered: false });
    expect(click(new Element('BUTTON'))).toBe(true);
  });
});

/** An input as the browser has it, with the value setter a framework puts on the node. */
class HTMLInputElement {
  tagName = 'INPUT';
  isConnected = true;
  defaultValue = 'from the server';
  dom = 'from the server';
  /** What the app last saw: changes are read against it, as React's value tracker does. */
  seen = 'from the server';
  changes: string[] = [];
  constructor() {
    const proto = HTMLInputElement.prototype;
    const native = Object.getOwnPropertyDescriptor(proto, 'value')!;
    Object.defineProperty(this, 'value', {
      get: () => native.get!.call(this),
      set: (value: string) => {
        this.seen = value;
        native.set!.call(this, value);
      },
    });
  }
  get value() {
    return this.dom;
  }
  set value(value: string) {
    this.dom = value;
  }
  dispatchEvent(event: { type: string }) {
    if (event.type === 'input' && this.dom !== this.seen) {
      this.changes.push(this.dom);
      this.seen = this.dom;
    }
  }
}

describe('typing before a server-rendered page is hydrated', () => {
  it('is handed to the app as a change once hydrated', () => {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const later: (() => void)[] = [];
    const window: { propdeskHydrated?: () => void; localStorage: Storage } = {
      localStorage: { getItem: () => null } as unknown as Storage,
      setTimeout: (task: () => void) => later.push(task),
    } as never;
    runInNewContext(FIRST_PAINT, {
      window,
      Element,
      HTMLInputElement,
      HTMLTextAreaElement: HTMLInputElement,
      Event: class {
        constructor(readonly type: string) {}
      },
      location: { pathname: '/demo' },
      navigator: { languages: [] },
      document: {
        documentElement: { setAttribute: () => undefined, style: {} },
        querySelector: () => null,
        getElementById: (id: string) => (id === 'propdesk-state' ? {} : null),
        addEventListener: (type: string, listener: (event: unknown) => void) =>
          (listeners[type] ??= []).push(listener),
      },
    });
    const typed = new HTMLInputElement();
    const untouched = new HTMLInputElement();
    // The reader types before the app has adopted the field: the app has not seen it.
    typed.dom = '3 bedroom house in Avondale';
    for (const field of [typed, untouched]) {
      for (const listener of listeners.input ?? []) listener({ type: 'input', target: field });
    }
    // The search button clicked after typing, held too.
    const search = new Element('BUTTON');
    for (const listener of listeners.click ?? []) {
      listener({
        type: 'click',
        target: search,
        preventDefault: () => undefined,
        stopImmediatePropagation: () => undefined,
      });
    }
    window.propdeskHydrated!();
    expect(typed.changes).toEqual(['3 bedroom house in Avondale']);
    expect(typed.dom).toBe('3 bedroom house in Avondale');
    expect(untouched.changes).toEqual([]);
    // Clicked once the app has rendered the text (a task later), not before.
    expect(search.clicks).toBe(0);
    later.forEach((task) => task());
    expect(search.clicks).toBe(1);
  });
});
