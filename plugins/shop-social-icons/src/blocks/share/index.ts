/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';

// Dynamic block: PHP renders the icons (ShopSocialIcons\Placement\IconsBlock), shared with the shortcodes.
registerBlockType( metadata.name, { edit: Edit, save: () => null } );
