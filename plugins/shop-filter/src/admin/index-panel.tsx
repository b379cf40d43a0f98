/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { IndexStatus } from './types';
import { useIndexStatus } from './use-index-status';

/**
 * @param index The index status.
 * @return The sentence that says where the index is.
 */
function describe( index: IndexStatus ): string {
	if ( index.state === 'running' ) {
		return sprintf(
			/* translators: 1: products indexed so far, 2: all products */
			__( 'Rebuilding: %1$d of %2$d products indexed.', 'shop-filter' ),
			index.done,
			index.total
		);
	}
	if (
		index.indexed === index.published &&
		( index.published > 0 || index.state === 'done' )
	) {
		return sprintf(
			/* translators: %d: products in the index */
			_n(
				'Up to date: %d product indexed.',
				'Up to date: %d products indexed.',
				index.indexed,
				'shop-filter'
			),
			index.indexed
		);
	}
	if ( index.indexed > 0 || index.state === 'done' ) {
		return sprintf(
			/* translators: 1: products in the index, 2: published products */
			__(
				'%1$d of %2$d published products indexed: rebuild the index to add the others.',
				'shop-filter'
			),
			index.indexed,
			index.published
		);
	}
	return __( 'The index has not been built yet.', 'shop-filter' );
}

/**
 * The filter's product index: where it is, a progress bar while it is rebuilt in the background, and the button
 * that starts a rebuild.
 */
export function IndexPanel() {
	const { view, rebuild, isStarting } = useIndexStatus();
	const running = view.status === 'done' && view.index.state === 'running';
	return (
		<Card className="shop-filter-settings__card">
			<CardHeader>
				<h2>{ __( 'Product index', 'shop-filter' ) }</h2>
			</CardHeader>
			<CardBody>
				{ view.status === 'loading' && <Spinner /> }
				{ view.status === 'unavailable' && (
					<p>
						{ __(
							'The product index is not available on this site yet.',
							'shop-filter'
						) }
					</p>
				) }
				{ view.status === 'error' && (
					<Notice status="error" isDismissible={ false }>
						{ view.message }
					</Notice>
				) }
				{ view.status === 'done' && (
					<>
						<p>{ describe( view.index ) }</p>
						{ view.index.sets_failure && (
							<Notice status="warning" isDismissible={ false }>
								<p>
									{ sprintf(
										/* translators: %d: builds that failed in a row */
										_n(
											'The filter still answers from the catalogue as it was before the last changes: the build of its sets failed %d time in a row.',
											'The filter still answers from the catalogue as it was before the last changes: the build of its sets failed %d times in a row.',
											view.index.sets_failure.count,
											'shop-filter'
										),
										view.index.sets_failure.count
									) }
								</p>
								<p>{ view.index.sets_failure.message }</p>
							</Notice>
						) }
						{ running && (
							<progress
								max={ Math.max( view.index.total, 1 ) }
								value={ view.index.done }
								aria-label={ __(
									'Index rebuild progress',
									'shop-filter'
								) }
							/>
						) }
					</>
				) }
				{ ( view.status === 'done' || view.status === 'error' ) && (
					<p>
						<Button
							variant="secondary"
							onClick={ rebuild }
							isBusy={ isStarting }
							disabled={ isStarting || running }
							accessibleWhenDisabled
						>
							{ __( 'Rebuild index', 'shop-filter' ) }
						</Button>
					</p>
				) }
			</CardBody>
		</Card>
	);
}
