/**
 * TypeBox schemas of the upload answers (common/contribution.ts
 * RelationDraftDto, UploadChunkAnswerDto; issue 11): the routes' response
 * schemas and the OpenAPI document. The contribution routes may reuse
 * RelationDraftSchema for a draft's relationList.
 */
import { Type } from "@sinclair/typebox";

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** SPEC §3 relationList entry of a draft (RelationDraftDto). */
export const RelationDraftSchema = Type.Object({
  filePath: Type.String(),
  relationId: Type.String(),
  mediaId: Type.String(),
  mediaType: Type.Integer(),
  colorDepth: NullableInt,
  orientation: NullableInt,
  colorSp: NullableString,
  fileExt: Type.String(),
  horizontal: NullableInt,
  vertical: NullableInt,
  square: Type.Boolean(),
  size: Type.Integer(),
  md5: Type.String(),
  fileName: Type.String(),
  caption: Type.String(),
  byline: Type.String(),
  keywords: Type.Array(Type.String()),
  shootingDate: Type.String(),
  duration: Type.Union([Type.Number(), Type.Null()]),
  posterPath: NullableString,
  previewUrl: NullableString,
});

/** The answer of one upload_file call (UploadChunkAnswerDto). */
export const UploadChunkAnswerSchema = Type.Object({
  received: Type.Array(Type.Integer()),
  complete: Type.Boolean(),
  relation: Type.Union([RelationDraftSchema, Type.Null()]),
});
