/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';

// Dynamic block: PHP renders the form (ShopFilter\Blocks\FilterBlock), shared with the shortcodes.
registerBlockType( metadata.name, { edit: Edit, save: () => null } );
