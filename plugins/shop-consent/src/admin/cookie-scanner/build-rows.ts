/**
 * Internal dependencies
 */
import type { ScriptCategory } from '../types';
import { cookiesOfHost, matchCookie, matchHost } from './known-cookie-matcher';
import type {
	CookieListItem,
	CookieRow,
	FoundItem,
	KnownCookie,
	KnownCookies,
} from './types';

/** Proposed for what the database does not know: the admin is asked to check it. */
export const UNKNOWN_CATEGORY: ScriptCategory = 'thirdparty';

const CATEGORY_ORDER: ScriptCategory[] = [ 'strict', 'thirdparty', 'advanced' ];

const TYPE_ORDER = [ 'cookie', 'localStorage', 'sessionStorage', 'host' ];

const key = ( item: { type: string; name: string } ) =>
	`${ item.type }\n${ item.name }`;

/**
 * A row from a database entry.
 *
 * @param name  Row name.
 * @param entry The entry.
 */
function knownRow( name: string, entry: KnownCookie ): CookieRow {
	return {
		name,
		type: entry.type ?? 'cookie',
		category: entry.category,
		service: entry.service,
		purpose: entry.purpose,
		duration: entry.duration ?? '',
		host: entry.host ?? '',
		known: true,
		pattern: entry.host ? name : entry.pattern,
	};
}

/**
 * The rows a found item gives: the item itself (matched, or flagged unknown) and, for a third-party host, the
 * cookies the database says that host sets.
 *
 * @param item  Found item.
 * @param known The database.
 */
function rowsOf( item: FoundItem, known: KnownCookies ): CookieRow[] {
	if ( item.type === 'host' ) {
		const entry = matchHost( item.name, known );
		return [
			{
				name: item.name,
				type: 'host',
				category: entry?.category ?? UNKNOWN_CATEGORY,
				service: entry?.service ?? '',
				purpose: entry?.purpose ?? '',
				duration: '',
				host: '',
				known: entry !== null,
				pattern: item.name,
			},
			...cookiesOfHost( item.name, known ).map( ( cookie ) =>
				knownRow( cookie.pattern, cookie )
			),
		];
	}
	const entry = matchCookie( item.name, item.type, known );
	if ( entry ) {
		return [ knownRow( item.name, entry ) ];
	}
	return [
		{
			name: item.name,
			type: item.type,
			category: UNKNOWN_CATEGORY,
			service: '',
			purpose: '',
			duration: '',
			host: '',
			known: false,
			pattern: item.name,
		},
	];
}

/**
 * The results table after a scan: every found item matched against the database, the admin's saved choices
 * (category, service, purpose, duration) kept for items already listed, and saved items not found this time kept
 * too (some appear only in other situations, e.g. after an order), so a new scan never silently drops a choice.
 * Sorted by category, then type, then name.
 *
 * @param found Items found by the scan.
 * @param known The database.
 * @param saved The saved list.
 */
export function buildRows(
	found: FoundItem[],
	known: KnownCookies,
	saved: CookieListItem[]
): CookieRow[] {
	const rows = new Map< string, CookieRow >();
	for ( const row of found.flatMap( ( item ) => rowsOf( item, known ) ) ) {
		if ( ! rows.has( key( row ) ) ) {
			rows.set( key( row ), row );
		}
	}
	for ( const item of saved ) {
		const row = rows.get( key( item ) );
		rows.set(
			key( item ),
			row
				? {
						...row,
						category: item.category,
						service: item.service || row.service,
						purpose: item.purpose || row.purpose,
						duration: item.duration || row.duration,
					}
				: rowFromSaved( item, known )
		);
	}
	return sortRows( Array.from( rows.values() ) );
}

/**
 * A row for a saved item (the table before any scan).
 *
 * @param item  Saved item.
 * @param known The database, to tell whether it knows the item.
 */
export function rowFromSaved(
	item: CookieListItem,
	known: KnownCookies
): CookieRow {
	const entry =
		item.type === 'host' || item.host
			? null
			: matchCookie( item.name, item.type, known );
	return {
		...item,
		known:
			entry !== null ||
			( item.type === 'host' &&
				matchHost( item.name, known ) !== null ) ||
			known.cookies.some(
				( cookie ) => cookie.host && cookie.pattern === item.name
			),
		pattern: entry?.pattern ?? item.name,
	};
}

/**
 * Rows by category, type and name.
 *
 * @param rows Rows.
 */
export function sortRows( rows: CookieRow[] ): CookieRow[] {
	return [ ...rows ].sort(
		( a, b ) =>
			CATEGORY_ORDER.indexOf( a.category ) -
				CATEGORY_ORDER.indexOf( b.category ) ||
			TYPE_ORDER.indexOf( a.type ) - TYPE_ORDER.indexOf( b.type ) ||
			a.name.localeCompare( b.name )
	);
}

/**
 * What is saved of a row.
 *
 * @param row A row.
 */
export function toListItem( row: CookieRow ): CookieListItem {
	const { name, type, category, service, purpose, duration, host } = row;
	return { name, type, category, service, purpose, duration, host };
}
