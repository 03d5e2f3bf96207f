// Inserts the demo data set (demo-data.ts) into an empty database, in one transaction.
import { paymentsForMarkedPaid } from '../modules/payments/payment.marked';
import { recordMissingConsents } from '../modules/legal/legal.consents';
import { AGE_CATEGORY_YEARS, AgeCategory, PaymentState, PictureOwner, RegistrationType, Role } from '@kurzy/common';
import { EntityManager } from 'typeorm';
import { randomPassword, hashPassword } from '../modules/auth/auth.password';
import { Branch } from '../modules/branches/branch.entity';
import { Camp } from '../modules/camps/camp.entity';
import { Course } from '../modules/courses/course.entity';
import { Customer } from '../modules/customers/customer.entity';
import { Gallery } from '../modules/galleries/gallery.entity';
import { Picture } from '../modules/galleries/picture.entity';
import { News } from '../modules/news/news.entity';
import { Registration } from '../modules/registrations/registration.entity';
import { Schedule } from '../modules/schedules/schedule.entity';
import { User } from '../modules/users/user.entity';
import { Video } from '../modules/videos/video.entity';
import {
  BOY_NAMES,
  DEMO_BRANCHES,
  DEMO_CAMPS,
  DEMO_COURSES,
  DEMO_GALLERIES,
  DEMO_LECTORS,
  DEMO_NEWS,
  DEMO_VIDEO,
  FAMILIES,
  FATHER_NAMES,
  GIRL_NAMES,
  MOTHER_NAMES,
} from './demo-data';
import { DEMO_PICTURE_SIZE, writeDemoPicture } from './demo-pictures';
import { seedDemoSupporters } from './demo-supporters';
import type { FileStorage } from '../modules/uploads/upload.storage';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Letters without diacritics, for demo e-mail addresses. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A birth date that makes the child one year older than the youngest age of the category. */
function birthDate(category: AgeCategory, now: Date, index: number): string {
  const age = (AGE_CATEGORY_YEARS[category]?.from ?? 8) + 1;
  return isoDate(new Date(Date.UTC(now.getFullYear() - age, index % 12, 1 + (index % 27))));
}

export interface DemoSummary {
  branches: number;
  courses: number;
  camps: number;
  lectors: number;
  registrations: number;
}

export async function seedDemoData(
  manager: EntityManager,
  /** `files`: where uploaded pictures go (local disk or the object store): the demo's go there too. */
  options: { files: FileStorage; iban: string; now?: Date },
): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const branches = new Map<string, Branch>();
  for (const { key, ...branch } of DEMO_BRANCHES) {
    branches.set(key, await manager.save(manager.create(Branch, { ...branch, web: null })));
  }
  const branchOf = (key: string) => branches.get(key) as Branch;

  // Demo lectors cannot log in until an administrator sets their passwords; they are the site's, published.
  const lectors = new Map<string, User>();
  const unusableHash = await hashPassword(randomPassword(32));
  for (const { key, ...lector } of DEMO_LECTORS) {
    lectors.set(
      key,
      await manager.save(
        manager.create(User, { ...lector, role: Role.lector, passwordHash: unusableHash, phone: null, visible: true }),
      ),
    );
  }

  let family = 0;
  let childIndex = 0;
  let previousCustomer: Customer | null = null;
  const newRegistration = async (
    target: {
      type: RegistrationType;
      category: AgeCategory;
      schedule?: Schedule;
      camp?: Camp;
      branchId: number | null;
    },
    state: { replacement: boolean; paid: boolean; cancelled: boolean },
  ) => {
    // Every sixth registration is a sibling, registered by the same parent.
    const sibling = previousCustomer !== null && childIndex % 6 === 5;
    let customer = previousCustomer;
    if (!sibling || customer === null) {
      const [masculine, feminine] = pick(FAMILIES, family);
      const mother = family % 4 !== 3;
      const firstName = mother ? pick(MOTHER_NAMES, family) : pick(FATHER_NAMES, family);
      const lastName = mother ? feminine : masculine;
      customer = await manager.save(
        manager.create(Customer, {
          firstName,
          lastName,
          email: `${ascii(firstName)}.${ascii(lastName)}@example.com`,
          phone: `+4206${String(10 + (family % 90)).padStart(2, '0')}${String(100 + family * 7).slice(-3)}${String(200 + family * 13).slice(-3)}`,
        }),
      );
      family += 1;
    }
    previousCustomer = customer;
    const girl = childIndex % 2 === 0;
    // The child's form of the parent's family name (a sibling's parent is an earlier family).
    const { lastName } = customer;
    const [masculine, feminine] = FAMILIES.find((names) => names.includes(lastName)) ?? [lastName, lastName];
    const surname = girl ? feminine : masculine;
    const registration = manager.create(Registration, {
      parentFirstName: customer.firstName,
      parentLastName: customer.lastName,
      email: customer.email,
      phone: customer.phone ?? '+420600000000',
      childFullName: `${girl ? pick(GIRL_NAMES, childIndex) : pick(BOY_NAMES, childIndex)} ${surname}`,
      childBornYear: birthDate(target.category, now, childIndex),
      note: childIndex % 5 === 0 ? 'Dítě má alergii na ořechy.' : null,
      photoConsent: childIndex % 3 !== 0,
      personalDataConsent: true,
      type: target.type,
      replacement: state.replacement,
      paymentState: state.paid ? PaymentState.paid : PaymentState.unpaid,
      invoiceAccount: state.paid ? options.iban : null,
      invoiceSent: state.paid,
      scheduleId: target.schedule?.id ?? null,
      campId: target.camp?.id ?? null,
      branchId: target.branchId,
      customerId: customer.id,
      cancelledAt: state.cancelled ? daysAgo(1) : null,
    });
    if (state.paid) {
      const [{ number }] = await manager.query('SELECT next_invoice_number($1) AS number', [now.getFullYear()]);
      registration.invoiceNumber = number;
    }
    childIndex += 1;
    await manager.save(registration);
  };

  let registrations = 0;
  for (const [courseIndex, demo] of DEMO_COURSES.entries()) {
    const { key: _key, slots, registrations: count, ...fields } = demo;
    const course = await manager.save(
      manager.create(Course, {
        ...fields,
        pricePerLesson: Math.round(fields.price / fields.numberOfLessons),
        time: null,
        location: null,
        startDate: null,
        endDate: null,
      }),
    );
    const schedules: Schedule[] = [];
    for (const [slotIndex, slot] of slots.entries()) {
      schedules.push(
        await manager.save(
          manager.create(Schedule, {
            dayOfWeek: slot.dayOfWeek,
            from: slot.from,
            to: slot.to,
            order: slotIndex + 1,
            courseId: course.id,
            branchId: branchOf(slot.branch).id,
            lectorId: (lectors.get(slot.lector) as User).id,
          }),
        ),
      );
    }
    for (let index = 0; index < count; index += 1) {
      const schedule = pick(schedules, index);
      await newRegistration(
        { type: RegistrationType.course, category: course.category, schedule, branchId: schedule.branchId },
        {
          replacement: index >= course.capacity,
          paid: index < course.capacity && (index + courseIndex) % 3 !== 0,
          cancelled: demo.key === 'florbal' && index === count - 1,
        },
      );
      registrations += 1;
    }
  }

  const summerYear = now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear();
  for (const { branch, lector, month, firstDay, registrations: count, ...fields } of DEMO_CAMPS) {
    const from = new Date(Date.UTC(summerYear, month - 1, firstDay));
    const camp = await manager.save(
      manager.create(Camp, {
        ...fields,
        from: isoDate(from),
        to: isoDate(new Date(from.getTime() + 4 * DAY_MS)),
        maxCapacity: fields.capacity + 5,
        branchId: branchOf(branch).id,
        lectorId: (lectors.get(lector) as User).id,
      }),
    );
    for (let index = 0; index < count; index += 1) {
      await newRegistration(
        { type: RegistrationType.camp, category: camp.category, camp, branchId: camp.branchId },
        { replacement: false, paid: index % 2 === 0, cancelled: false },
      );
      registrations += 1;
    }
  }

  for (const news of DEMO_NEWS) {
    await manager.save(
      manager.create(News, {
        title: news.title,
        text: news.text,
        createdAt: daysAgo(news.daysAgo),
        startDate: null,
        endDate: null,
      }),
    );
  }
  await manager.save(manager.create(Video, DEMO_VIDEO));
  await seedDemoSupporters(manager, options.files);

  let seed = 0;
  for (const [galleryIndex, demo] of DEMO_GALLERIES.entries()) {
    const gallery = await manager.save(
      manager.create(Gallery, {
        title: demo.title,
        description: demo.description,
        createdAt: daysAgo(30 - galleryIndex * 10),
      }),
    );
    for (let index = 0; index < demo.pictures; index += 1) {
      const path = await writeDemoPicture(options.files, `gallery-${gallery.id}-${index + 1}`, seed++);
      await manager.save(
        manager.create(Picture, {
          owner: PictureOwner.gallery,
          ownerId: gallery.id,
          illustration: index === 0,
          path,
          thumbnailPath: path,
          ...DEMO_PICTURE_SIZE,
        }),
      );
    }
  }

  // What is due, and the payments of those marked paid, as the payments service would have made them.
  await paymentsForMarkedPaid(manager);
  // The consents each registration's form gave, as the registrations service records them.
  await recordMissingConsents(manager);

  return {
    branches: branches.size,
    courses: DEMO_COURSES.length,
    camps: DEMO_CAMPS.length,
    lectors: lectors.size,
    registrations,
  };
}
