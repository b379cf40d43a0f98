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

interface EditProps {
	attributes: {
		/** False where the surrounding section has its own heading (the theme's front page band). */
		showHeading: boolean;
	};
}

/**
 * The canvas shows the form PHP renders, inert: it is a preview, not a place to sign up. Its texts are the
 * settings'.
 *
 * @param props            Block props.
 * @param props.attributes Whether the settings' heading is shown.
 */
export default function Edit( { attributes }: EditProps ) {
	return (
		<div { ...useBlockProps() }>
			<Disabled>
				<ServerSideRender
					block={ metadata.name }
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
