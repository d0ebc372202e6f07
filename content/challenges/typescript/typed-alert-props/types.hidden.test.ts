import type { AlertProps as HiddenAlertProps } from './App';
import { Alert as HiddenAlert } from './App';

// @test children are required
// @description An alert without a message (no children) is a type error.
// @ts-expect-error: the message is missing
const _h1: HiddenAlertProps = { variant: 'info', title: 'No message' };

// @test the component takes AlertProps
// @description The Alert component's props are exactly AlertProps.
type _h2 = Expect<Equal<Parameters<typeof HiddenAlert>[0], HiddenAlertProps>>;
