import type { BlobsConfig } from '../config'
import type { Db } from '../db/connect'
import { type BlobStore, filesystemBlobStore } from './blobs'
import { postgresBlobStore } from './postgres-blobs'
import { s3BlobStore } from './s3-blobs'

/** The blob store BLOB_STORE names; `close` ends what it holds open (the S3 client's connections). */
export function blobStoreFrom(
  config: BlobsConfig,
  deps: { db: Db; blobsDir: string },
): BlobStore & { close(): void } {
  switch (config.store) {
    case 'fs':
      return { ...filesystemBlobStore(deps.blobsDir), close: () => {} }
    case 'postgres':
      return { ...postgresBlobStore(deps.db), close: () => {} }
    case 's3':
      return s3BlobStore(config)
  }
}
