// The kinds of e-mail. Each is declared by the domain that sends it (its `<domain>.mail.ts`: what the
// message says and when it no longer applies) and listed in its module (AppModule.mail); mail/ knows
// a kind only through this registry, never the domain's tables. modules/index.ts declares every
// module's kinds once, at start-up: the registry is process-wide like the GraphQL enum MailKind it
// fills (type-graphql's types are), and the outbox refuses a kind that no module declares.
import { registerEnumType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { type Locale, LOCALES } from '@kurzy/common';
import type { OperatorConfig } from '../../core/config';

/** The languages a message can be written in: the family's, kept on its registration (issue 49). */
export const MAIL_LANGUAGES = LOCALES;
export type MailLanguage = Locale;

/** One text (or template) in the languages a message can be written in: Czech always, English and
 * Ukrainian where they are written (a kind not yet translated goes in Czech, see `inLanguage`). */
export type InLanguages<T> = Readonly<{ cs: T } & Partial<Record<MailLanguage, T>>>;

/** A kind's texts in a language, or in Czech when they are not written in it yet, with the language
 * they are in (the layout's words follow it, so no message mixes two). */
export function inLanguage<T>(texts: InLanguages<T>, language: MailLanguage): { texts: T; language: MailLanguage } {
  const translated = texts[language];
  return translated ? { texts: translated, language } : { texts: texts.cs, language: 'cs' };
}

/** A message as written, for the transport. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /** Where answers go when not to the sender (a staff member's message to families: the operator). */
  replyTo?: string;
}

/** A message as the outbox holds it, when it is composed. */
export interface QueuedMail {
  id: number;
  kind: string;
  /** The registration it is about, when it is about one (its e-mails list it; its erasure erases it). */
  registrationId: number | null;
  /** Whatever else the kind is about (a lesson, an invitation), as its own domain numbers it: mail/
   * stores it and never reads it. No foreign key: a message whose reference is gone no longer applies. */
  referenceId: number | null;
  /** A secret only the message's link carries (an invitation's, a new address's confirmation): held
   * in the row until the message is sent or given up. */
  token: string | null;
  /** Where it goes (the address at queueing). */
  recipient: string;
  /** The day (Prague, ISO) it was queued: what a retry days later counts from, as the first attempt did. */
  queuedOn: string;
}

/** What a kind is composed with, beside its message. */
export interface MailContext {
  /** Reads as things are at delivery (outside the outbox's claim; a write here commits at once). */
  manager: EntityManager;
  operator: OperatorConfig;
  /** Where the site is (PUBLIC_URL), for the links in the message. */
  publicUrl: string;
  /** The language to write it in when the message does not say (Czech); a registration's e-mails are
   * written in the registration's own (registration.mail.ts). */
  language: MailLanguage;
}

/** One kind of e-mail, as its domain declares it. */
export interface MailKindDeclaration<Kind extends string = string> {
  /** As stored (mail_message.kind) and in the Message-ID: lower case and underscores, at most 40. */
  kind: Kind;
  /** What it tells the family, for the GraphQL enum MailKind. */
  description: string;
  /** The message as things are at delivery; throws MailNotApplicable when it no longer applies (it is
   * then skipped, not sent), any other error to be tried again later. */
  compose(message: QueuedMail, context: MailContext): Promise<ComposedMail>;
  /** After it went out, in the transaction that records it sent. */
  sent?(manager: EntityManager, message: QueuedMail): Promise<void>;
}

/** A module's kinds, by their name in the GraphQL enum MailKind (camelCase). */
export type MailKindDeclarations = Readonly<Record<string, MailKindDeclaration>>;

/** What a module brings to the outbox. */
export interface ModuleMailDeclaration {
  kinds: MailKindDeclarations;
  /** Turns what the module recorded since into messages, at the start of every delivery round (the
   * registrations' waitlist promotions). */
  collect?(manager: EntityManager): Promise<void>;
}

declare module '../../core/module' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the shape is mail/'s
  interface ModuleMail extends ModuleMailDeclaration {}
}

/** A module's kinds as typed `name -> kind` constants, e.g. `RegistrationMailKind.confirmation`. */
export type MailKindNamesOf<Kinds> = {
  readonly [Name in keyof Kinds]: Kinds[Name] extends { kind: infer K } ? K : never;
};

/** Declares a domain's kinds, keeping each one's `kind` as a literal type. */
export function declareMailKinds<const Kinds extends Record<string, MailKindDeclaration>>(kinds: Kinds): Kinds {
  return kinds;
}

/** The `name -> kind` constants of a domain's kinds, what its code queues messages by. */
export function mailKindNames<Kinds extends MailKindDeclarations>(kinds: Kinds): MailKindNamesOf<Kinds> {
  return Object.fromEntries(Object.entries(kinds).map(([name, { kind }]) => [name, kind])) as MailKindNamesOf<Kinds>;
}

/** Every module's `name -> kind`, merged in by the domains (declaration merging, as with Services):
 *   declare module '../mail/mail.kinds' { interface MailKindNames extends MailKindNamesOf<typeof MY_MAIL> {} } */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface MailKindNames {}

/** The GraphQL enum MailKind: every declared kind by its name (filled by MailKinds.declare). */
export const MailKind = {} as MailKindNames;
/** Each kind's description, by its name (filled by MailKinds.declare, read when the schema is built). */
const mailKindValues: Record<string, { description: string }> = {};
registerEnumType(MailKind, {
  name: 'MailKind',
  description: 'What an e-mail to a parent is about',
  valuesConfig: mailKindValues,
});

/** Why a message is not sent at all: it no longer applies. */
export class MailNotApplicable extends Error {}

/** A kind no module declares: refused when queued, failed at once if a stored one is delivered. */
export class UnknownMailKind extends Error {
  constructor(readonly kind: string) {
    super(`Unknown mail kind "${kind}": no module declares it (AppModule.mail in its <domain>.module.ts)`);
  }
}

const KIND_PATTERN = /^[a-z][a-z_]{0,39}$/;

export class MailKinds {
  private readonly byKind = new Map<string, MailKindDeclaration>();
  private readonly collectors: ModuleMailDeclaration['collect'][] = [];
  private readonly declared = new Set<ModuleMailDeclaration>();

  /** Adds modules' kinds (a module's declaration given again is ignored); a kind or a name declared
   * twice, or a kind the column cannot hold, is a mistake in the modules and throws. */
  declare(modules: readonly ModuleMailDeclaration[]): void {
    for (const module of modules) {
      if (this.declared.has(module)) continue;
      for (const [name, declaration] of Object.entries(module.kinds)) {
        if (!KIND_PATTERN.test(declaration.kind))
          throw new Error(`Mail kind "${declaration.kind}": lower case letters and underscores, at most 40`);
        const names = MailKind as unknown as Record<string, string>;
        if (this.byKind.has(declaration.kind) || name in names)
          throw new Error(`Mail kind "${declaration.kind}" (${name}) is declared twice`);
        this.byKind.set(declaration.kind, declaration);
        names[name] = declaration.kind;
        mailKindValues[name] = { description: declaration.description };
      }
      if (module.collect) this.collectors.push(module.collect.bind(module));
      this.declared.add(module);
    }
  }

  /** The declaration of a kind; UnknownMailKind when no module declares it. */
  get(kind: string): MailKindDeclaration {
    const declaration = this.byKind.get(kind);
    if (!declaration) throw new UnknownMailKind(kind);
    return declaration;
  }

  /** Throws UnknownMailKind unless a module declares the kind. */
  assertKnown(kind: string): void {
    this.get(kind);
  }

  /** Every module's collection of new messages, in the order of modules/index.ts. */
  async collect(manager: EntityManager): Promise<void> {
    for (const collect of this.collectors) await collect?.(manager);
  }
}

/** The kinds of every module (declared by modules/index.ts). */
export const MAIL_KINDS = new MailKinds();
