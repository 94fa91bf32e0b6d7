import type { BlobsConfig } from '../config'
import type { Db } from '../db/connect'
import { type BlobStore, filesystemBlobStore } from './blobs'
import { postgresBlobStore } from './postgres-blobs'

/**
 * The blob store BLOB_STORE names; `close` ends what it holds open (the S3 client's connections). The S3
 * client is loaded only when it is the store in use (it would hold memory in every other installation).
 */
export async function blobStoreFrom(
  config: BlobsConfig,
  deps: { db: Db; blobsDir: string },
): Promise<BlobStore & { close(): void }> {
  switch (config.store) {
    case 'fs':
      return { ...filesystemBlobStore(deps.blobsDir), close: () => {} }
    case 'postgres':
      return { ...postgresBlobStore(deps.db), close: () => {} }
    case 's3':
      return (await import('./s3-blobs')).s3BlobStore(config)
  }
}
