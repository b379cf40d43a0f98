/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';

// Dynamic block: PHP renders the tables (ShopConsent\Blocks\CookiePolicyTable), shared with the shortcode.
registerBlockType( metadata.name, { edit: Edit, save: () => null } );
