/**
 * POSTs to one of WooCommerce's ajax endpoints (`?wc-ajax=…`) as a form, through the runtime's REST client, and reads
 * its JSON answer, an error status included (the endpoints answer 400 with `{ success: false, data: { error } }`).
 */

/**
 * External dependencies
 */
import { postForm as postFields } from '@shop-bundle/storefront-runtime/rest-client';

/** What the plugin's endpoints answer. */
export interface AjaxAnswer< T > {
	success: boolean;
	data?: T & { error?: { message?: string } };
}

/**
 * Sends the fields; rejects on a network failure or an answer that is not JSON.
 *
 * @param url    The endpoint.
 * @param fields The form fields.
 */
export async function postForm< T >(
	url: string,
	fields: Record< string, string >
): Promise< AjaxAnswer< T > > {
	const response = await postFields( fetch, url, fields );
	return ( await response.json() ) as AjaxAnswer< T >;
}
