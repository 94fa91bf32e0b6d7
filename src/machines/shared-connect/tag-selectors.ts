// Tags are the contract between a machine and its views: each flow names a selector per tag it shows.

/** A snapshot that can be asked for its tags (every XState snapshot, typed by its machine's tags). */
type Tagged = { hasTag(tag: never): boolean }

/** The tags a snapshot type knows. */
type TagOf<S extends Tagged> = Parameters<S['hasTag']>[0]

/**
 * One selector per name, each answering whether the snapshot carries the tag given for it:
 * `const { selectIsBusy } = tagSelectors<Snapshot>()({ selectIsBusy: 'busy' })`.
 */
export const tagSelectors =
  <S extends Tagged>() =>
  <const Names extends Record<string, TagOf<S>>>(tags: Names) =>
    Object.fromEntries(
      Object.entries(tags).map(([name, tag]) => [name, (snapshot: S) => snapshot.hasTag(tag as never)]),
    ) as { [Name in keyof Names]: (snapshot: S) => boolean }
