import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { BlobNotFoundError, type BlobStore, folderOf } from './blobs'

export interface S3Options {
  /** Unset: AWS itself; otherwise the store's address (MinIO, R2, Garage, Ceph…). */
  endpoint: string | undefined
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** bucket in the path (https://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean
}

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000

/** Blobs as objects of one bucket of any S3-compatible store; `close` ends the client's connections. */
export function s3BlobStore(options: S3Options): BlobStore & { close(): void } {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request (and the job retries) instead of holding it forever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000, throwOnRequestTimeout: true },
  })
  const Bucket = options.bucket

  /** Every key under the prefix as S3 lists it (pages of up to 1000), then only the folder's own. */
  const keysIn = async (folder: string) => {
    const keys: string[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: folder,
          ...(ContinuationToken ? { ContinuationToken } : {}),
        }),
      )
      for (const object of page.Contents ?? []) {
        const key = object.Key
        if (key !== undefined && (key === folder || key.startsWith(`${folder}/`))) keys.push(key)
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return keys
  }

  return {
    put: async (key, data) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength }),
      )
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) throw new BlobNotFoundError(key)
        const bytes = await answer.Body.transformToByteArray()
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      } catch (error) {
        const missing =
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        if (missing) throw new BlobNotFoundError(key)
        throw error
      }
    },
    deletePrefix: async (prefix) => {
      const keys = await keysIn(folderOf(prefix))
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH)
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = answer.Errors ?? []
        if (failed.length > 0) {
          const first = failed[0]!
          throw new Error(
            `S3 refused to delete ${failed.length} of ${batch.length} objects (${first.Key}: ${first.Code} ${first.Message ?? ''})`.trim(),
          )
        }
      }
    },
    close: () => client.destroy(),
  }
}
