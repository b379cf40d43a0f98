/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * The Apple Pay domain as PHP stores it (ShopStripeGateway\Express\DomainState::to_array()).
 */
export interface ExpressDomain {
	/** The site's host, e.g. shop.example.com. */
	domain: string;
	/** Stripe's payment method domain id (pmd_…); empty: the host is not registered yet. */
	id: string;
	applePay: 'active' | 'inactive';
	/** Stripe's reason while Apple Pay is inactive. */
	error: string;
	/** When Stripe was last asked, Unix seconds; 0: never. */
	checkedAt: number;
}

/** GET: the stored state (no Stripe call); POST: register or check at Stripe (Express\DomainRoute). */
export const DOMAIN_PATH = '/shop-stripe-gateway/v1/express/domain';

/** The stored state. */
export function fetchDomain(): Promise< ExpressDomain > {
	return apiFetch< ExpressDomain >( { path: DOMAIN_PATH } );
}

/** Registers the site's host at Stripe, or asks Stripe to check it again. */
export function checkDomain(): Promise< ExpressDomain > {
	return apiFetch< ExpressDomain >( { path: DOMAIN_PATH, method: 'POST' } );
}

/**
 * The text of a failed POST: the catalogue's message the route answers, and Stripe's own message beside it (the
 * route adds it as `data.stripe` for the admin, who needs to know why Stripe refused the domain).
 *
 * @param error    What apiFetch rejected with.
 * @param fallback The text when the error carries none (no connection to the site).
 */
export function domainErrorMessage( error: unknown, fallback: string ): string {
	if ( typeof error !== 'object' || error === null ) {
		return fallback;
	}
	const { message, data } = error as {
		message?: unknown;
		data?: { stripe?: unknown };
	};
	const text = typeof message === 'string' && message ? message : fallback;
	const stripe = data?.stripe;
	return typeof stripe === 'string' && stripe
		? `${ text } (Stripe: ${ stripe })`
		: text;
}
