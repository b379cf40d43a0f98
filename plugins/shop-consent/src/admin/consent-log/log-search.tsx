/**
 * External dependencies
 */
import { useRestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ResourceStatus } from '../resource-status';
import { LogEntriesTable } from './log-entries-table';
import { logErrorMessage, searchLog } from './log-api';

/**
 * Search by consent id (the whole id, as the visitor gives it: the log keeps only its keyed hash; empty lists the
 * latest records), newest first, a page at a time. The count of results is announced.
 */
export function LogSearch() {
	const [ text, setText ] = useState( '' );
	const [ query, setQuery ] = useState( { search: '', page: 1 } );
	const load = useCallback(
		() => searchLog( query.search, query.page ),
		[ query ]
	);
	const { resource } = useRestResource(
		load,
		__( 'The consent log could not be searched.', 'shop-consent' ),
		logErrorMessage
	);

	const search = useCallback(
		() => setQuery( { search: text.trim().toLowerCase(), page: 1 } ),
		[ text ]
	);
	const page = resource.status === 'done' ? resource.data : null;

	return (
		<fieldset className="shop-consent-fieldset shop-consent-log-search">
			<legend>{ __( 'Find a consent record', 'shop-consent' ) }</legend>
			<div className="shop-consent-log-search__form">
				<TextControl
					label={ __( 'Consent ID', 'shop-consent' ) }
					help={ __(
						'The whole ID, 32 characters. Leave empty to list the latest records.',
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
			<ResourceStatus resource={ resource } />
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
