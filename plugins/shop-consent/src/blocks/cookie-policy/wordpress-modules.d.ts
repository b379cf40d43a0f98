// `wp.serverSideRender` is a WordPress global, external at build time and not installed in the workspace: the one
// signature used, typed here (the other editor modules are typed in ../cookie-settings/wordpress-modules.d.ts).
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
	} >;
	export default ServerSideRender;
}
