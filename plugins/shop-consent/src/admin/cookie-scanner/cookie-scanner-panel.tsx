/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { restErrorMessage } from '../rest-error-message';
import type { OptionalCategory, TabProps } from '../types';
import { buildRows, rowFromSaved, sortRows, toListItem } from './build-rows';
import {
	fetchCookieList,
	fetchScannerData,
	saveCookieList,
} from './cookie-list-api';
import { hiddenFrameLoader, type PageLoader } from './scan-pages';
import { scanStatusMessage } from './scan-status';
import { ScanResultsTable } from './scan-results-table';
import type { CookieListItem, CookieRow, ScannerData } from './types';
import { useCookieScan } from './use-cookie-scan';
import './cookie-scanner.scss';

/** Time left to scripts injected after consent (one REST call, then the scripts run). */
const SETTLE_MS = 2500;

export interface CookieScannerPanelProps extends TabProps {
	/** How pages are loaded; a hidden iframe of this document by default. */
	loadPage?: PageLoader;
	settleMs?: number;
}

type SaveState =
	| { status: 'idle' | 'saving' | 'saved' }
	| { status: 'error'; message: string };

/**
 * The cookie scanner: loads the site's pages in the admin's browser with everything allowed, lists what they
 * store and where they load from, matched against the known-cookie database, and saves the reviewed list for the
 * Cookie policy block. The clearing checkboxes edit the settings' cookie patterns (saved with "Save changes").
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 * @param props.loadPage Page loader.
 * @param props.settleMs Wait after each page's load.
 */
export function CookieScannerPanel( {
	settings,
	update,
	loadPage,
	settleMs = SETTLE_MS,
}: CookieScannerPanelProps ) {
	const [ data, setData ] = useState< ScannerData | null >( null );
	const [ saved, setSaved ] = useState< CookieListItem[] >( [] );
	const [ rows, setRows ] = useState< CookieRow[] | null >( null );
	const [ loadError, setLoadError ] = useState( '' );
	const [ save, setSave ] = useState< SaveState >( { status: 'idle' } );
	const load = useMemo(
		() => loadPage ?? hiddenFrameLoader( document ),
		[ loadPage ]
	);

	useEffect( () => {
		let active = true;
		Promise.all( [ fetchScannerData(), fetchCookieList() ] )
			.then( ( [ scanner, list ] ) => {
				if ( active ) {
					setData( scanner );
					setSaved( list.items );
					setRows(
						sortRows(
							list.items.map( ( item ) =>
								rowFromSaved( item, scanner.known )
							)
						)
					);
				}
			} )
			.catch( ( error: unknown ) => {
				if ( active ) {
					setLoadError( restErrorMessage( error ) );
				}
			} );
		return () => {
			active = false;
		};
	}, [] );

	const scan = useCookieScan( {
		pages: data?.pages ?? [],
		load,
		settleMs,
		consentVersion: settings.consent_version,
		lifetimeDays: settings.cookie_lifetime_days,
		onFound: ( found ) =>
			data && setRows( buildRows( found, data.known, saved ) ),
	} );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! data || ! rows ) {
		return <Spinner />;
	}

	const patterns = settings.cookie_patterns;
	const isCleared = ( row: CookieRow ) =>
		row.category !== 'strict' &&
		patterns[ row.category ].includes( row.pattern );
	const setCleared = (
		category: OptionalCategory,
		pattern: string,
		cleared: boolean
	) =>
		update( ( current ) => {
			const list = current.cookie_patterns[ category ].filter(
				( item ) => item !== pattern
			);
			return {
				...current,
				cookie_patterns: {
					...current.cookie_patterns,
					[ category ]: cleared ? [ ...list, pattern ] : list,
				},
			};
		} );
	const changeRow = ( index: number, change: Partial< CookieRow > ) => {
		const row = rows[ index ];
		// A cleared pattern follows its row to the new category (or leaves when the row becomes strictly necessary).
		if ( change.category && isCleared( row ) ) {
			setCleared( row.category as OptionalCategory, row.pattern, false );
			if ( change.category !== 'strict' ) {
				setCleared( change.category, row.pattern, true );
			}
		}
		setRows(
			rows.map( ( r, i ) => ( i === index ? { ...r, ...change } : r ) )
		);
		setSave( { status: 'idle' } );
	};
	const saveList = async () => {
		setSave( { status: 'saving' } );
		try {
			const list = await saveCookieList( rows.map( toListItem ) );
			setSaved( list.items );
			setSave( { status: 'saved' } );
		} catch ( error ) {
			setSave( { status: 'error', message: restErrorMessage( error ) } );
		}
	};
	const scanning = scan.status === 'scanning';

	return (
		<div className="shop-consent-scanner">
			<p>
				{ __(
					'The scanner opens these pages of the site in this browser, out of sight, with every category allowed (your own consent choice is put back afterwards), and lists the cookies, storage keys and third-party services they use. Cookies the server marks HttpOnly are not visible to it.',
					'shop-consent'
				) }
			</p>
			<ul className="shop-consent-scanner__pages">
				{ data.pages.map( ( page ) => (
					<li key={ page.url }>{ page.label }</li>
				) ) }
			</ul>
			<p className="shop-consent-scanner__actions">
				<Button
					variant="secondary"
					onClick={ scan.start }
					disabled={ scanning }
					accessibleWhenDisabled
					isBusy={ scanning }
				>
					{ __( 'Scan the site', 'shop-consent' ) }
				</Button>
				{ scanning && (
					<Button variant="tertiary" onClick={ scan.cancel }>
						{ __( 'Cancel scan', 'shop-consent' ) }
					</Button>
				) }
			</p>
			<p role="status" className="shop-consent-scanner__status">
				{ scanStatusMessage(
					scan.status,
					scan.progress,
					scan.failed,
					rows.length
				) }
			</p>
			{ rows.length === 0 ? (
				<p>
					{ __(
						'No cookies are listed yet. Scan the site to find them.',
						'shop-consent'
					) }
				</p>
			) : (
				<>
					<p>
						{ __(
							'Check each proposed category; items the database does not know are marked Unknown. "Clear" adds the cookie pattern to the category\'s cookie patterns (Categories and scripts), so the cookie is deleted when a visitor withdraws consent: keep that with "Save changes" below.',
							'shop-consent'
						) }
					</p>
					<ScanResultsTable
						rows={ rows }
						isCleared={ isCleared }
						onChange={ changeRow }
						onClearChange={ ( row, cleared ) =>
							row.category !== 'strict' &&
							setCleared( row.category, row.pattern, cleared )
						}
						onRemove={ ( index ) => {
							setRows( rows.filter( ( _, i ) => i !== index ) );
							setSave( { status: 'idle' } );
						} }
					/>
				</>
			) }
			{ save.status === 'saved' && (
				<Notice
					status="success"
					onRemove={ () => setSave( { status: 'idle' } ) }
				>
					{ __(
						'Cookie list saved. The Cookie policy block shows it.',
						'shop-consent'
					) }
				</Notice>
			) }
			{ save.status === 'error' && (
				<Notice
					status="error"
					onRemove={ () => setSave( { status: 'idle' } ) }
				>
					{ save.message }
				</Notice>
			) }
			<Button
				variant="secondary"
				onClick={ saveList }
				disabled={ scanning || save.status === 'saving' }
				accessibleWhenDisabled
				isBusy={ save.status === 'saving' }
			>
				{ __( 'Save cookie list', 'shop-consent' ) }
			</Button>
		</div>
	);
}
