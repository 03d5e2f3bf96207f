import { randomUUID } from 'node:crypto';
import {
  GalleryErrorCode,
  isEmptyFilterValue,
  optionalId,
  type Operation,
  pictureCaptionSchema,
  pictureOwner,
  picturePositionSchema,
  pictureUploadSchema,
  PictureOwner,
  requiredId,
  UploadErrorCode,
} from '@kurzy/common';
import { DataSource, EntityManager } from 'typeorm';
import * as yup from 'yup';
import { Actor, authorize, isStaff } from '../../core/actor';
import { LIST_LIMIT, type Dependents } from '../../core/crud';
import { AppError } from '../../core/errors';
import { Page, pageRequest, pagination } from '../../core/pagination';
import type { Logger } from '../../core/logger';
import type { RateLimiter } from '../../core/rate-limit';
import { validateInput } from '../../core/validation';
import { processImage } from '../uploads/upload.images';
import { IncomingFiles, readLimited } from '../uploads/upload.incoming';
import type { FileStorage } from '../uploads/upload.storage';
import { Picture } from './picture.entity';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Pictures one staff member may upload in any minute (UPLOAD_RATE_LIMIT); 0: no limit. */
  perMinute: number;
}

const UPLOAD_WINDOW_MS = 60_000;

/** The services of everything that can own pictures: reading an owner as the actor tells whether
 * it exists and whether this actor may see it (NOT_FOUND otherwise, in the owner's own words). */
export type PictureOwners = Record<PictureOwner, { get(actor: Actor, id: number): Promise<unknown> }>;

/** Owner tables, written by us, never input. */
const OWNER_TABLES: Record<PictureOwner, string> = {
  [PictureOwner.gallery]: 'gallery',
  [PictureOwner.course]: 'course',
  [PictureOwner.camp]: 'camp',
  [PictureOwner.branch]: 'branch',
  [PictureOwner.news]: 'news',
  [PictureOwner.user]: 'user',
  [PictureOwner.supporter]: 'supporter',
};

/** Changing a picture is changing its owner: a lector, who may not edit a course, may not change
 * its pictures either. */
const OWNER_WRITE: Record<PictureOwner, Operation> = {
  [PictureOwner.gallery]: 'gallery.write',
  [PictureOwner.course]: 'course.write',
  [PictureOwner.camp]: 'camp.write',
  [PictureOwner.branch]: 'branch.write',
  [PictureOwner.news]: 'news.write',
  [PictureOwner.user]: 'user.write',
  [PictureOwner.supporter]: 'supporter.write',
};

/** The order of an owner's pictures everywhere: the staff's order, upload order among equals. */
const OWNER_ORDER = { position: 'ASC', id: 'ASC' } as const;

const ownerSchema = yup.object({ owner: pictureOwner(), ownerId: requiredId() });
/** Staff may leave out the owner, or its id. */
const staffFilterSchema = yup.object({ owner: pictureOwner().optional(), ownerId: optionalId() });

/** Which pictures to list: of one kind of owner, of one owner. */
export interface PictureFilter {
  owner?: unknown;
  ownerId?: unknown;
}

export interface PictureUpload {
  owner: unknown;
  ownerId: unknown;
  illustration?: unknown;
  files: IncomingFiles;
}

/** Pictures of galleries, courses, camps, branches, news and lectors: the one place that stores,
 * lists, flags and deletes them, for GraphQL and the REST route alike. Staff (lectors included)
 * manage pictures; the public sees the pictures of what it may see. */
export class PictureService {
  private owners: PictureOwners | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    readonly limits: UploadLimits,
    private readonly logger: Logger,
    private readonly limiter: RateLimiter,
  ) {}

  /** The owners' services are built after this one (they delete their pictures through it). */
  connectOwners(owners: PictureOwners): void {
    this.owners = owners;
  }

  private async readOwner(actor: Actor, owner: PictureOwner, ownerId: number): Promise<void> {
    if (!this.owners) throw new Error('PictureService.connectOwners was not called');
    await this.owners[owner].get(actor, ownerId);
  }

  private get repository() {
    return this.dataSource.getRepository(Picture);
  }

  /** The pictures of one owner in the staff's order. */
  async byOwner(actor: Actor, owner: unknown, ownerId: unknown): Promise<Picture[]> {
    authorize(actor, 'picture.read');
    const values = await validateInput(ownerSchema, { owner, ownerId });
    await this.readOwner(actor, values.owner, values.ownerId);
    return this.repository.find({ where: { owner: values.owner, ownerId: values.ownerId }, order: OWNER_ORDER });
  }

  /** One picture, when this actor may see its owner. */
  async get(actor: Actor, id: number): Promise<Picture> {
    authorize(actor, 'picture.read');
    const picture = await this.repository.findOneBy({ id });
    if (!picture) throw new AppError(GalleryErrorCode.PictureNotFound);
    await this.readOwner(actor, picture.owner, picture.ownerId);
    return picture;
  }

  /** Pictures in upload order (at most LIST_LIMIT): staff may list them all, or those of a kind of
   * owner or of one owner; the public names the owner, and sees its pictures when it may see it. */
  async list(actor: Actor, filter: PictureFilter | null | undefined): Promise<Picture[]> {
    const where = await this.readableWhere(actor, filter);
    return this.repository.find({ where, order: listOrder(where), take: LIST_LIMIT });
  }

  /** A page of what list() answers. */
  async search(
    actor: Actor,
    filter: PictureFilter | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Picture>> {
    const request = pageRequest(page, limit);
    const where = await this.readableWhere(actor, filter);
    const [items, total] = await this.repository.findAndCount({
      where,
      order: listOrder(where),
      skip: request.offset,
      take: request.limit,
    });
    return { items, pagination: pagination(request.page, request.limit, total) };
  }

  /** The owner conditions of a list: an owner named by the caller must exist and be visible to it. */
  private async readableWhere(
    actor: Actor,
    filter: PictureFilter | null | undefined,
  ): Promise<{ owner?: PictureOwner; ownerId?: number }> {
    authorize(actor, 'picture.read');
    const given = (value: unknown) => (isEmptyFilterValue(value) ? undefined : value);
    const named = { owner: given(filter?.owner), ownerId: given(filter?.ownerId) };
    if (!isStaff(actor)) {
      const { owner, ownerId } = await validateInput(ownerSchema, named);
      await this.readOwner(actor, owner, ownerId);
      return { owner, ownerId };
    }
    const { owner, ownerId } = await validateInput(staffFilterSchema, named);
    if (owner && ownerId) await this.readOwner(actor, owner, ownerId);
    return { ...(owner ? { owner } : {}), ...(ownerId ? { ownerId } : {}) };
  }

  /** A picture this actor may change: it exists, and the actor may write its owner. Who asks comes
   * before what they sent (REST sends any JSON), so callers validate the input after this. */
  private async writable(actor: Actor, id: number, manager = this.dataSource.manager): Promise<Picture> {
    authorize(actor, 'picture.write');
    const picture = await manager.findOneBy(Picture, { id });
    if (!picture) throw new AppError(GalleryErrorCode.PictureNotFound);
    authorize(actor, OWNER_WRITE[picture.owner]);
    return picture;
  }

  /** Marks a picture as (one of) the illustrations of its owner, or takes the mark away. */
  async setIllustration(actor: Actor, id: number, illustration: unknown): Promise<Picture> {
    const picture = await this.writable(actor, id);
    if (typeof illustration !== 'boolean')
      throw new AppError(GalleryErrorCode.IllustrationFlagMissing, { field: 'illustration' });
    await this.repository.update({ id }, { illustration });
    return { ...picture, illustration };
  }

  /** Sets the caption (the alt text of the public pages); empty takes it away. */
  async setCaption(actor: Actor, id: number, caption: unknown): Promise<Picture> {
    const picture = await this.writable(actor, id);
    const values = await validateInput(pictureCaptionSchema, { caption });
    await this.repository.update({ id }, { caption: values.caption });
    return { ...picture, caption: values.caption };
  }

  /** Moves a picture to `position` (1 is first; past the end is last) among its owner's pictures and
   * numbers them all 1, 2, 3...; answers them in their new order. The owner's pictures are locked
   * meanwhile, so two moves at once cannot interleave into duplicate places. */
  async move(actor: Actor, id: number, position: unknown): Promise<Picture[]> {
    await this.writable(actor, id);
    const values = await validateInput(picturePositionSchema, { position });
    return this.dataSource.transaction(async (manager) => {
      const picture = await this.writable(actor, id, manager);
      const siblings = await manager.find(Picture, {
        where: { owner: picture.owner, ownerId: picture.ownerId },
        order: OWNER_ORDER,
        lock: { mode: 'pessimistic_write' },
      });
      const others = siblings.filter((each) => each.id !== id);
      const moved = siblings.find((each) => each.id === id);
      // Deleted between the two reads: nothing to move.
      if (!moved) throw new AppError(GalleryErrorCode.PictureNotFound);
      const index = Math.min(values.position, siblings.length) - 1;
      const ordered = [...others.slice(0, index), moved, ...others.slice(index)];
      await manager.query(
        `UPDATE picture SET position = numbered.position
           FROM unnest($1::int[]) WITH ORDINALITY AS numbered(id, position)
          WHERE picture.id = numbered.id`,
        [ordered.map((each) => each.id)],
      );
      return ordered.map((each, place) => ({ ...each, position: place + 1 }));
    });
  }

  /** Deletes the picture and its files. */
  async delete(actor: Actor, id: number): Promise<boolean> {
    await this.writable(actor, id);
    const rows = await deletePictures(this.dataSource.manager, 'id = $1', [id]);
    if (rows.length === 0) throw new AppError(GalleryErrorCode.PictureNotFound);
    await this.removeFiles(rows);
    return true;
  }

  /** For an owner's service: its pictures are deleted with it (see CrudOptions.dependents). */
  ownedBy(owner: PictureOwner): Dependents {
    return {
      deleteWith: async (manager: EntityManager, ownerId: number) => {
        const rows = await deletePictures(manager, 'owner = $1 AND owner_id = $2', [owner, ownerId]);
        return () => this.removeFiles(rows);
      },
    };
  }

  /** Stores uploaded pictures: all of them or, on any refusal, none (files written so far are
   * removed again). Limits are counted while the files stream in; the content decides what a
   * file is; names are generated, the client's file name is never used. */
  async upload(actor: Actor, { files, ...target }: PictureUpload): Promise<Picture[]> {
    authorize(actor, 'picture.write');
    const { owner, ownerId, illustration } = await validateInput(pictureUploadSchema, target);
    authorize(actor, OWNER_WRITE[owner]);
    await this.readOwner(actor, owner, ownerId);
    const stored: StoredFiles[] = [];
    try {
      const pictures: Partial<Picture>[] = [];
      for await (const file of files) {
        if (pictures.length === this.limits.maxFiles) {
          file.stream.destroy();
          throw new AppError(UploadErrorCode.TooManyFiles, { params: { maxFiles: this.limits.maxFiles } });
        }
        await this.countUpload(actor);
        const image = await processImage(await readLimited(file.stream, this.limits.maxFileBytes));
        const name = randomUUID();
        // Spread over 256 directories so none grows huge.
        const base = `pictures/${name.slice(0, 2)}/${name}`;
        const keys = { path: `${base}.${image.extension}`, thumbnailPath: `${base}.thumb.${image.extension}` };
        stored.push(keys);
        await this.storage.put(keys.path, image.web.data);
        await this.storage.put(keys.thumbnailPath, image.thumbnail.data);
        pictures.push({ owner, ownerId, illustration, ...keys, width: image.web.width, height: image.web.height });
      }
      if (pictures.length === 0) throw new AppError(UploadErrorCode.NoFiles, { field: 'files' });
      return await this.dataSource.transaction(async (manager) => {
        // Holds off a concurrent delete of the owner until the pictures are in (it then deletes them).
        const found: unknown[] = await manager.query(
          `SELECT 1 FROM "${OWNER_TABLES[owner]}" WHERE id = $1 FOR KEY SHARE`,
          [ownerId],
        );
        if (found.length === 0) throw new AppError(GalleryErrorCode.OwnerGone);
        // New pictures go last. Two uploads at once may share a place; the id orders them, and the
        // next move numbers them all afresh.
        const [{ last }] = await manager.query<[{ last: number }]>(
          `SELECT coalesce(max(position), 0)::int AS last FROM picture WHERE owner = $1 AND owner_id = $2`,
          [owner, ownerId],
        );
        return manager.save(
          Picture,
          pictures.map((picture, index) => manager.create(Picture, { ...picture, position: last + index + 1 })),
        );
      });
    } catch (error) {
      await this.removeFiles(stored);
      throw error;
    }
  }

  /** Counts one picture in the staff member's budget (UPLOAD_RATE_LIMIT), before its bytes are read
   * or decoded; past the budget the whole upload is refused. Counted per picture, not per request,
   * since each picture is the work: the back-office sends one picture a request, other clients many. */
  private async countUpload(actor: Actor): Promise<void> {
    if (!isStaff(actor)) return;
    const { perMinute } = this.limits;
    const answer = await this.limiter.attempt({
      bucket: `upload:user:${actor.userId}`,
      max: perMinute,
      windowMs: UPLOAD_WINDOW_MS,
    });
    if (!answer.allowed)
      throw new AppError(UploadErrorCode.TooManyUploads, { params: { perMinute, retryAfterMs: answer.retryAfterMs } });
  }

  /** How many pictures each owner has. */
  async counts(owner: PictureOwner, ownerIds: readonly number[]): Promise<Map<number, number>> {
    const rows: { ownerId: number; count: number }[] = await this.dataSource.query(
      `SELECT owner_id AS "ownerId", count(*)::int AS count FROM picture
        WHERE owner = $1 AND owner_id = ANY($2::int[]) GROUP BY owner_id`,
      [owner, ownerIds],
    );
    return new Map(rows.map((row) => [row.ownerId, row.count]));
  }

  /** The pictures of each owner (or only their illustrations), in the staff's order. */
  async lists(
    owner: PictureOwner,
    ownerIds: readonly number[],
    { illustrationsOnly = false } = {},
  ): Promise<Map<number, Picture[]>> {
    const query = this.repository
      .createQueryBuilder('picture')
      .where('"picture"."owner" = :owner AND "picture"."owner_id" = ANY(:ids)', { owner, ids: ownerIds });
    if (illustrationsOnly) query.andWhere('"picture"."illustration"');
    const pictures = await query.orderBy('"picture"."position"').addOrderBy('"picture"."id"').getMany();
    const byOwner = new Map<number, Picture[]>();
    for (const picture of pictures) byOwner.set(picture.ownerId, [...(byOwner.get(picture.ownerId) ?? []), picture]);
    return byOwner;
  }

  /** Each owner's cover: its first illustration, else its first picture (in the staff's order). */
  async covers(owner: PictureOwner, ownerIds: readonly number[]): Promise<Map<number, Picture>> {
    const pictures = await this.repository
      .createQueryBuilder('picture')
      .distinctOn(['"picture"."owner_id"'])
      .where('"picture"."owner" = :owner AND "picture"."owner_id" = ANY(:ids)', { owner, ids: ownerIds })
      .orderBy('"picture"."owner_id"')
      .addOrderBy('"picture"."illustration"', 'DESC')
      .addOrderBy('"picture"."position"')
      .addOrderBy('"picture"."id"')
      .getMany();
    return new Map(pictures.map((picture) => [picture.ownerId, picture]));
  }

  /** A file that cannot be removed is left behind (and logged): the database is what counts. */
  private async removeFiles(rows: StoredFiles[]): Promise<void> {
    const keys = new Set(rows.flatMap((row) => [row.path, row.thumbnailPath]));
    for (const key of keys) {
      try {
        await this.storage.remove(key);
      } catch (error) {
        this.logger.error(`Could not remove the picture file ${key}`, error);
      }
    }
  }
}

/** One owner's pictures in the staff's order; pictures of many owners in upload order. */
function listOrder(where: { owner?: PictureOwner; ownerId?: number }) {
  return where.owner && where.ownerId ? OWNER_ORDER : ({ id: 'ASC' } as const);
}

interface StoredFiles {
  path: string;
  thumbnailPath: string;
}

/** Deletes picture rows and says which files they had. `where` is written by us, never input. */
async function deletePictures(manager: EntityManager, where: string, parameters: unknown[]): Promise<StoredFiles[]> {
  // TypeORM answers a DELETE with [rows, affected count].
  const [rows] = await manager.query<[StoredFiles[], number]>(
    `DELETE FROM picture WHERE ${where} RETURNING path, thumbnail_path AS "thumbnailPath"`,
    parameters,
  );
  return rows;
}
