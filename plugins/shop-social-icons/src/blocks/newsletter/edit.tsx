/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Disabled } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from './block.json';

/**
 * The canvas shows the form PHP renders, inert: it is a preview, not a place to sign up. The block has no
 * attributes; its texts are the settings'.
 */
export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Disabled>
				<ServerSideRender block={ metadata.name } />
			</Disabled>
		</div>
	);
}
