/**
 * WooCommerce options set for a test through REST and put back as they were.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { runWordPressPhp } from '../../support/wordpress-php';

type Restore = () => Promise< void >;

/**
 * Deletes options or user meta through PHP inside WordPress: no REST route deletes them, and what was absent must
 * be absent again, not stored empty.
 *
 * @param args `option`, names; or `user-meta`, the user's id, keys.
 */
function deleteStored( ...args: string[] ): void {
	runWordPressPhp( path.join( __dirname, 'delete-stored.php' ), args );
}

/**
 * Sets WooCommerce options through its `wc-admin/options` route (which lists the store notice and coming-soon
 * options) and returns what puts them back as they were.
 *
 * @param requestUtils Admin REST client.
 * @param values       Option values by name.
 */
export async function setWooOptions(
	requestUtils: RequestUtils,
	values: Record< string, string >
): Promise< Restore > {
	const names = Object.keys( values );
	const before = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wc-admin/options',
		params: { options: names.join( ',' ) },
	} );
	await requestUtils.rest( {
		path: '/wc-admin/options',
		method: 'POST',
		data: values,
	} );
	return async () => {
		const absent = names.filter( ( name ) => before[ name ] === false );
		const stored = Object.fromEntries(
			names
				.filter( ( name ) => before[ name ] !== false )
				.map( ( name ) => [ name, before[ name ] ] )
		);
		await requestUtils.rest( {
			path: '/wc-admin/options',
			method: 'POST',
			data: stored,
		} );
		if ( absent.length ) {
			deleteStored( 'option', ...absent );
		}
	};
}

/**
 * Sets one setting of WooCommerce's Products settings (`wc/v3/settings/products`) and returns what restores it.
 *
 * @param requestUtils Admin REST client.
 * @param id           Setting id, e.g. `woocommerce_review_rating_required`.
 * @param value        New value.
 */
export async function setProductsSetting(
	requestUtils: RequestUtils,
	id: string,
	value: string
): Promise< Restore > {
	const settingPath = `/wc/v3/settings/products/${ id }`;
	const before = await requestUtils.rest< { value: string } >( {
		path: settingPath,
	} );
	await requestUtils.rest( {
		path: settingPath,
		method: 'PUT',
		data: { value },
	} );
	return async () => {
		await requestUtils.rest( {
			path: settingPath,
			method: 'PUT',
			data: { value: before.value },
		} );
	};
}

/**
 * Remembers one of the admin's WooCommerce user fields (`woocommerce_meta` of `wp/v2/users/me`, stored as
 * `woocommerce_admin_<field>` user meta) and returns what puts it back.
 *
 * @param requestUtils Admin REST client.
 * @param field        Field, e.g. `coming_soon_banner_dismissed`.
 */
export async function keepAdminWooField(
	requestUtils: RequestUtils,
	field: string
): Promise< Restore > {
	const me = await requestUtils.rest< {
		id: number;
		woocommerce_meta: Record< string, string >;
	} >( { path: '/wp/v2/users/me', params: { context: 'edit' } } );
	const before = me.woocommerce_meta[ field ] ?? '';
	return async () => {
		if ( before === '' ) {
			deleteStored(
				'user-meta',
				String( me.id ),
				`woocommerce_admin_${ field }`
			);
			return;
		}
		await requestUtils.rest( {
			path: '/wp/v2/users/me',
			method: 'POST',
			data: { woocommerce_meta: { [ field ]: before } },
		} );
	};
}
