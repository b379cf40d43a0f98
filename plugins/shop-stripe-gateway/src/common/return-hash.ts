/**
 * The return-from-provider links of the spec (checkout-and-payments.md, section 2), carried in the address's hash so
 * no server log or Referer sees a client secret. The server writes them after process_payment(); the checkout, the
 * order-pay and the change-payment pages read them once, check them, and remove them from the address.
 *
 * Formats (fields separated by ':', URLs percent-encoded):
 * - confirm:       `#shop-stripe-confirm-<pi|si>:<order id>:<client secret>:<nonce>`
 * - voucher:       `#shop-stripe-voucher:<order id>:<payment type>:<client secret>:<return url>`
 * - wallet:        `#shop-stripe-wallet:<order id>:<wallet type>:<pi|si>:<client secret>:<return url>:<nonce>`
 * - short confirm: `#confirm-<pi|si>-<client secret>:<return url>`
 */

export type IntentKind = 'pi' | 'si';

export type ReturnHash =
	| {
			kind: 'confirm';
			intent: IntentKind;
			orderId: number;
			clientSecret: string;
			nonce: string;
	  }
	| {
			kind: 'voucher';
			orderId: number;
			paymentType: string;
			clientSecret: string;
			returnUrl: string;
	  }
	| {
			kind: 'wallet';
			orderId: number;
			walletType: string;
			intent: IntentKind;
			clientSecret: string;
			returnUrl: string;
			nonce: string;
	  }
	| {
			kind: 'short-confirm';
			intent: IntentKind;
			clientSecret: string;
			returnUrl: string;
	  };

/** A client secret: `pi_…_secret_…` for a payment intent, `seti_…_secret_…` for a setup intent. */
const SECRET = /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

/**
 * Whether a client secret is well formed and of the intent kind given.
 *
 * @param secret The client secret.
 * @param intent The intent kind the link names.
 */
function secretOf( secret: string, intent: IntentKind ): boolean {
	const match = SECRET.exec( secret );
	return match !== null && ( match[ 1 ] === 'pi' ) === ( intent === 'pi' );
}

/**
 * A whole, positive order id, or null.
 *
 * @param value The text.
 */
function orderIdOf( value: string ): number | null {
	return /^[1-9]\d*$/.test( value ) ? Number( value ) : null;
}

/**
 * An absolute URL of the site's own origin, or null: a return link is never followed off site.
 *
 * @param value  The encoded URL.
 * @param origin The site's origin.
 */
export function sameOriginUrl( value: string, origin: string ): string | null {
	try {
		const text = decodeURIComponent( value );
		// Absolute only: '' or a path would resolve to the site itself and pass for a return address.
		if ( ! /^https?:\/\//i.test( text ) ) {
			return null;
		}
		const url = new URL( text );
		return url.origin === origin ? url.href : null;
	} catch {
		return null;
	}
}

const isIntent = ( value: string ): value is IntentKind =>
	value === 'pi' || value === 'si';

/**
 * Reads a return hash. Anything malformed, of another origin, or with a secret of the wrong kind is null.
 *
 * @param hash   `location.hash`, with or without '#'.
 * @param origin The site's origin (`location.origin`).
 */
export function parseReturnHash(
	hash: string,
	origin: string
): ReturnHash | null {
	const text = hash.replace( /^#/, '' );
	const confirm = /^shop-stripe-confirm-(pi|si):(.*)$/.exec( text );
	if ( confirm ) {
		const [ order, secret, nonce, ...rest ] = confirm[ 2 ].split( ':' );
		const orderId = orderIdOf( order ?? '' );
		const intent = confirm[ 1 ] as IntentKind;
		return orderId &&
			nonce &&
			! rest.length &&
			secretOf( secret ?? '', intent )
			? { kind: 'confirm', intent, orderId, clientSecret: secret, nonce }
			: null;
	}
	const voucher = /^shop-stripe-voucher:(.*)$/.exec( text );
	if ( voucher ) {
		const [ order, paymentType, secret, url, ...rest ] =
			voucher[ 1 ].split( ':' );
		const orderId = orderIdOf( order ?? '' );
		const returnUrl = sameOriginUrl( url ?? '', origin );
		return orderId &&
			paymentType &&
			returnUrl &&
			! rest.length &&
			secretOf( secret ?? '', 'pi' )
			? {
					kind: 'voucher',
					orderId,
					paymentType,
					clientSecret: secret,
					returnUrl,
				}
			: null;
	}
	const wallet = /^shop-stripe-wallet:(.*)$/.exec( text );
	if ( wallet ) {
		const [ order, walletType, intent, secret, url, nonce, ...rest ] =
			wallet[ 1 ].split( ':' );
		const orderId = orderIdOf( order ?? '' );
		const returnUrl = sameOriginUrl( url ?? '', origin );
		return orderId &&
			walletType &&
			nonce &&
			returnUrl &&
			! rest.length &&
			isIntent( intent ?? '' ) &&
			secretOf( secret ?? '', intent as IntentKind )
			? {
					kind: 'wallet',
					orderId,
					walletType,
					intent: intent as IntentKind,
					clientSecret: secret,
					returnUrl,
					nonce,
				}
			: null;
	}
	const short = /^confirm-(pi|si)-([^:]+):(.+)$/.exec( text );
	if ( short ) {
		const intent = short[ 1 ] as IntentKind;
		const returnUrl = sameOriginUrl( short[ 3 ], origin );
		return returnUrl && secretOf( short[ 2 ], intent )
			? {
					kind: 'short-confirm',
					intent,
					clientSecret: short[ 2 ],
					returnUrl,
				}
			: null;
	}
	return null;
}

/**
 * Whether a return belongs to the order of the pay-for-order page (spec 5: else the form is only unblocked).
 *
 * @param hash           The parsed hash.
 * @param currentOrderId The page's order id (0 outside order-pay: any order).
 */
export function isForOrder(
	hash: ReturnHash,
	currentOrderId: number
): boolean {
	if ( hash.kind === 'short-confirm' || currentOrderId === 0 ) {
		return true;
	}
	return hash.orderId === currentOrderId;
}

/**
 * The order-received address: the base, the order id and a trailing slash; the base alone when the id is not a
 * whole number (spec 5).
 *
 * @param base    The order-received URL (`…/checkout/order-received/`).
 * @param orderId The order id as received.
 */
export function orderReceivedUrl( base: string, orderId: unknown ): string {
	const id = String( orderId );
	if ( ! /^[1-9]\d*$/.test( id ) ) {
		return base;
	}
	const url = new URL( base );
	url.pathname = `${ url.pathname.replace( /\/?$/, '/' ) }${ id }/`;
	return url.href;
}

/**
 * Removes the hash from the address without a navigation or a history entry.
 *
 * @param win The window.
 */
export function removeReturnHash( win: Window ): void {
	const { pathname, search } = win.location;
	win.history.replaceState( win.history.state, '', pathname + search );
}
