/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';

// Dynamic block: PHP renders the form (ShopSocialIcons\Newsletter\FormBlock), shared with [shop_newsletter].
registerBlockType( metadata.name, { edit: Edit, save: () => null } );
