/**
 * External dependencies
 */
import { useRestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { Button, Panel, PanelBody, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	checkDomain,
	domainErrorMessage,
	fetchDomain,
	type ExpressDomain,
} from './express-domain';
import { applePayState, applePayStatusText } from './express-domain-status';

const LOAD_FAILED = __(
	'The express checkout state could not be loaded. Reload the page to try again.',
	'shop-stripe-gateway'
);
const CHECK_FAILED = __(
	'Stripe could not be asked. Please try again.',
	'shop-stripe-gateway'
);

/**
 * When Stripe was asked, in the admin's browser's language and time zone.
 *
 * @param seconds Unix seconds.
 */
function checkedAtText( seconds: number ): string {
	return new Intl.DateTimeFormat( undefined, {
		dateStyle: 'medium',
		timeStyle: 'short',
	} ).format( new Date( seconds * 1000 ) );
}

/**
 * The "Express checkout" panel: the site's domain, Apple Pay's state on it, and the button that registers the domain
 * with Stripe or checks it again. The state sentence is a live region, so a screen reader hears the answer of a
 * click; a failure stays beside the button (role alert) until the next click.
 */
export function ExpressPanel() {
	const { resource } = useRestResource( fetchDomain, LOAD_FAILED );
	const [ checked, setChecked ] = useState< ExpressDomain | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );

	const domain =
		checked ?? ( resource.status === 'done' ? resource.data : null );

	const check = async () => {
		setBusy( true );
		setError( '' );
		try {
			setChecked( await checkDomain() );
		} catch ( failure ) {
			setError( domainErrorMessage( failure, CHECK_FAILED ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Panel header={ __( 'Express checkout', 'shop-stripe-gateway' ) }>
			<PanelBody>
				{ resource.status === 'loading' && ! domain && <Spinner /> }
				{ resource.status === 'error' && ! domain && (
					<p role="alert">{ resource.message }</p>
				) }
				{ domain && (
					<>
						<dl className="shop-stripe-gateway-status__list">
							<div>
								<dt>
									{ __(
										'Apple Pay domain',
										'shop-stripe-gateway'
									) }
								</dt>
								<dd>{ domain.domain }</dd>
							</div>
							<div>
								<dt>
									{ __( 'Apple Pay', 'shop-stripe-gateway' ) }
								</dt>
								<dd>
									{ /* A live region inside the definition, so the list still pairs it with its term. */ }
									<span role="status">
										{ busy
											? __(
													'Asking Stripe…',
													'shop-stripe-gateway'
												)
											: applePayStatusText( domain ) }
									</span>
								</dd>
							</div>
							{ domain.checkedAt > 0 && (
								<div>
									<dt>
										{ __(
											'Last checked',
											'shop-stripe-gateway'
										) }
									</dt>
									<dd>
										{ checkedAtText( domain.checkedAt ) }
									</dd>
								</div>
							) }
						</dl>
						<Button
							variant="secondary"
							onClick={ check }
							isBusy={ busy }
							disabled={ busy }
							accessibleWhenDisabled
						>
							{ applePayState( domain ) === 'unregistered'
								? __( 'Register domain', 'shop-stripe-gateway' )
								: __( 'Check again', 'shop-stripe-gateway' ) }
						</Button>
						{ error && (
							<p
								role="alert"
								className="shop-stripe-gateway-status__error"
							>
								{ sprintf(
									/* translators: %s: why the domain could not be registered or checked. */
									__(
										'Not registered or checked: %s',
										'shop-stripe-gateway'
									),
									error
								) }
							</p>
						) }
					</>
				) }
			</PanelBody>
		</Panel>
	);
}
