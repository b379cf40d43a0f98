/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LogEntriesTable } from './log-entries-table';
import { logErrorMessage, searchLog } from './log-api';
import type { LogPage } from './types';

type SearchState =
	| { status: 'loading' }
	| { status: 'done'; page: LogPage }
	| { status: 'error'; message: string };

/**
 * Search by consent id (the full id or its beginning; empty lists the latest records), newest first, a page at a
 * time. The count of results is announced.
 */
export function LogSearch() {
	const [ text, setText ] = useState( '' );
	const [ query, setQuery ] = useState( { search: '', page: 1 } );
	const [ state, setState ] = useState< SearchState >( {
		status: 'loading',
	} );

	useEffect( () => {
		let active = true;
		setState( { status: 'loading' } );
		searchLog( query.search, query.page )
			.then( ( page ) => active && setState( { status: 'done', page } ) )
			.catch( async ( error: unknown ) => {
				const message = await logErrorMessage(
					error,
					__(
						'The consent log could not be searched.',
						'shop-consent'
					)
				);
				if ( active ) {
					setState( { status: 'error', message } );
				}
			} );
		return () => {
			active = false;
		};
	}, [ query ] );

	const search = useCallback(
		() => setQuery( { search: text.trim().toLowerCase(), page: 1 } ),
		[ text ]
	);
	const page = state.status === 'done' ? state.page : null;

	return (
		<fieldset className="shop-consent-fieldset shop-consent-log-search">
			<legend>{ __( 'Find a consent record', 'shop-consent' ) }</legend>
			<div className="shop-consent-log-search__form">
				<TextControl
					label={ __( 'Consent ID', 'shop-consent' ) }
					help={ __(
						'The full ID or its beginning. Leave empty to list the latest records.',
						'shop-consent'
					) }
					value={ text }
					onChange={ setText }
					onKeyDown={ ( event ) => {
						// Enter searches; it must not submit the settings form around the tab.
						if ( event.key === 'Enter' ) {
							event.preventDefault();
							search();
						}
					} }
				/>
				<Button variant="secondary" onClick={ search }>
					{ __( 'Search', 'shop-consent' ) }
				</Button>
			</div>
			<p role="status" className="shop-consent-log-search__status">
				{ page &&
					sprintf(
						/* translators: %d: number of consent records. */
						_n(
							'%d record found.',
							'%d records found.',
							page.total,
							'shop-consent'
						),
						page.total
					) }
			</p>
			{ state.status === 'loading' && <Spinner /> }
			{ state.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ state.message }
				</Notice>
			) }
			{ page && page.entries.length > 0 && (
				<>
					<LogEntriesTable entries={ page.entries } />
					{ page.totalPages > 1 && (
						<div className="shop-consent-log-search__pages">
							<Button
								variant="secondary"
								disabled={ query.page <= 1 }
								accessibleWhenDisabled
								onClick={ () =>
									setQuery( {
										...query,
										page: query.page - 1,
									} )
								}
							>
								{ __( 'Previous page', 'shop-consent' ) }
							</Button>
							<span>
								{ sprintf(
									/* translators: 1: current page; 2: number of pages. */
									__( 'Page %1$d of %2$d', 'shop-consent' ),
									query.page,
									page.totalPages
								) }
							</span>
							<Button
								variant="secondary"
								disabled={ query.page >= page.totalPages }
								accessibleWhenDisabled
								onClick={ () =>
									setQuery( {
										...query,
										page: query.page + 1,
									} )
								}
							>
								{ __( 'Next page', 'shop-consent' ) }
							</Button>
						</div>
					) }
				</>
			) }
		</fieldset>
	);
}
