import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server on loopback, for testing the S3 blob store at the protocol level: one bucket
 * addressed by path (http://127.0.0.1:port/bucket/key), PutObject, GetObject, DeleteObject, DeleteObjects
 * and ListObjectsV2 (paginated), and every request's AWS Signature Version 4 checked against the one key
 * pair it knows, as S3 does: a request unsigned or signed with another secret is refused with 403.
 */
export async function startS3Loopback(options: {
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** The most keys one ListObjectsV2 page answers (S3's own cap is 1000). */
  pageSize?: number
}) {
  const objects = new Map<string, Buffer>()
  /** Each request accepted, by operation name, with the number of keys a DeleteObjects carried. */
  const requests: { operation: string; key?: string; keys?: number }[] = []
  const refused: string[] = []
  const pageSize = options.pageSize ?? 1000

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        handle(req, Buffer.concat(chunks), res)
      } catch (error) {
        send(res, 500, xmlError('InternalError', (error as Error).message))
      }
    })
  })

  const handle = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://loopback')
    const problem = signatureProblem(req, url, body, options)
    if (problem) {
      refused.push(problem)
      return send(res, 403, xmlError(problem.split(':')[0]!, problem))
    }
    const [, bucket = '', ...rest] = url.pathname.split('/')
    if (decodeURIComponent(bucket) !== options.bucket)
      return send(res, 404, xmlError('NoSuchBucket', `no bucket ${bucket}`))
    const key = rest.map(decodeURIComponent).join('/')
    const query = url.searchParams
    if (key === '' && req.method === 'GET' && query.get('list-type') === '2') {
      requests.push({ operation: 'ListObjectsV2' })
      return send(res, 200, listPage(query))
    }
    if (key === '' && req.method === 'POST' && query.has('delete')) {
      if (
        !req.headers['content-md5'] &&
        !Object.keys(req.headers).some((h) => h.startsWith('x-amz-checksum-'))
      )
        return send(res, 400, xmlError('InvalidRequest', 'DeleteObjects needs Content-MD5 or a checksum'))
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!))
      if (keys.length > 1000) return send(res, 400, xmlError('MalformedXML', 'more than 1000 keys'))
      for (const k of keys) objects.delete(k)
      requests.push({ operation: 'DeleteObjects', keys: keys.length })
      const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'))
      const deleted = quiet ? '' : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('')
      return send(res, 200, `${XML}<DeleteResult xmlns="${NS}">${deleted}</DeleteResult>`)
    }
    if (key === '') return send(res, 400, xmlError('InvalidRequest', `${req.method} on the bucket`))
    switch (req.method) {
      case 'PUT':
        if (req.headers['content-encoding']?.includes('aws-chunked'))
          return send(res, 501, xmlError('NotImplemented', 'aws-chunked bodies'))
        objects.set(key, body)
        requests.push({ operation: 'PutObject', key })
        res.setHeader('ETag', `"${createHash('md5').update(body).digest('hex')}"`)
        return send(res, 200, '')
      case 'GET': {
        requests.push({ operation: 'GetObject', key })
        const object = objects.get(key)
        if (!object) return send(res, 404, xmlError('NoSuchKey', 'The specified key does not exist.'))
        res.setHeader('Content-Type', 'application/octet-stream')
        return send(res, 200, object)
      }
      case 'DELETE':
        objects.delete(key)
        requests.push({ operation: 'DeleteObject', key })
        return send(res, 204, '')
      default:
        return send(res, 405, xmlError('MethodNotAllowed', `${req.method}`))
    }
  }

  const listPage = (query: URLSearchParams) => {
    const prefix = query.get('prefix') ?? ''
    const after = query.get('continuation-token')
      ? Buffer.from(query.get('continuation-token')!, 'base64url').toString('utf8')
      : (query.get('start-after') ?? '')
    const max = Math.min(Number(query.get('max-keys') ?? 1000), pageSize)
    const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
    const page = matching.slice(0, max)
    const truncated = matching.length > page.length
    const urlEncoded = query.get('encoding-type') === 'url'
    const name = (k: string) => escapeXml(urlEncoded ? encodeURIComponent(k).replace(/%2F/g, '/') : k)
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${name(k)}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified>` +
          `<ETag>"x"</ETag><Size>${objects.get(k)!.byteLength}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('')
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
      : ''
    return (
      `${XML}<ListBucketResult xmlns="${NS}"><Name>${options.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
      `${next}${contents}</ListBucketResult>`
    )
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** Why requests were refused (their signature), in order. */
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'http://s3.amazonaws.com/doc/2006-03-01/'

function send(res: ServerResponse, status: number, body: string | Buffer) {
  if (typeof body === 'string' && body.startsWith('<?xml')) res.setHeader('Content-Type', 'application/xml')
  res.statusCode = status
  res.end(body)
}

function xmlError(code: string, message: string) {
  return `${XML}<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()]!
  })

/** RFC 3986 encoding as SigV4 wants it for query names and values. */
const encodeStrict = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/**
 * Why the request's AWS Signature Version 4 (Authorization header) does not hold, or undefined when it
 * does: the signature is computed again from the request as received (method, path, query, the signed
 * headers, the payload's hash) with the secret the server knows.
 */
function signatureProblem(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const authorization = req.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!match) return `AccessDenied: no AWS SigV4 Authorization header (${authorization || 'none'})`
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[]
  if (accessKeyId !== keys.accessKeyId) return `InvalidAccessKeyId: ${accessKeyId}`
  if (region !== keys.region) return `AuthorizationHeaderMalformed: region ${region}`
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!amzDate.startsWith(date!)) return 'AccessDenied: x-amz-date does not match the credential date'
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return 'InvalidRequest: no x-amz-content-sha256'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return 'XAmzContentSHA256Mismatch: the body is not the one signed'
  const headerNames = signedHeaders!.split(';')
  if (!headerNames.includes('host')) return 'AccessDenied: host is not signed'
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name]
      const text = Array.isArray(value) ? value.join(',') : String(value ?? '')
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => [encodeStrict(name), encodeStrict(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date!), region!), 's3'),
    'aws4_request',
  )
  if (hmac(signingKey, stringToSign).toString('hex') !== signature)
    return 'SignatureDoesNotMatch: the signature computed here differs'
  return undefined
}
