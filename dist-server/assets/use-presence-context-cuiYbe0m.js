import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { N as createMachine, _ as getEventTarget, f as raf, n as useMachine, t as normalizeProps, u as nextTick } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { i as getComputedStyle, u as getWindow } from "./create-split-props-D0rL9oRq.js";
import { i as setStyle, n as supportsActivity, t as Activity } from "./react-activity-odCUrC_d.js";
// ../../main/node_modules/@ark-ui/react/dist/utils/use-event.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Returns a memoized callback that will flushSync the callback if sync is true
*/
function useEvent(callback, opts = {}) {
	const { sync = false } = opts;
	const callbackRef = useLatestRef(callback);
	return (0, import_react.useCallback)((...args) => {
		if (sync) return queueMicrotask(() => callbackRef.current?.(...args));
		return callbackRef.current?.(...args);
	}, [sync, callbackRef]);
}
function useLatestRef(value) {
	const ref = (0, import_react.useRef)(value);
	ref.current = value;
	return ref;
}
// ../../main/node_modules/@zag-js/presence/dist/presence.connect.mjs
function connect(service, _normalize) {
	const { state, send, context } = service;
	const present = state.matches("mounted", "unmountSuspended");
	return {
		skip: !context.get("initial"),
		present,
		setNode(node) {
			if (!node) return;
			send({
				type: "NODE.SET",
				node
			});
		},
		unmount() {
			send({ type: "UNMOUNT" });
		}
	};
}
// ../../main/node_modules/@zag-js/presence/dist/presence.machine.mjs
var machine = createMachine({
	props({ props }) {
		return {
			...props,
			present: !!props.present
		};
	},
	initialState({ prop }) {
		return prop("present") ? "mounted" : "unmounted";
	},
	refs() {
		return {
			node: null,
			styles: null
		};
	},
	context({ bindable }) {
		return {
			unmountAnimationName: bindable(() => ({ defaultValue: null })),
			prevAnimationName: bindable(() => ({ defaultValue: null })),
			present: bindable(() => ({ defaultValue: false })),
			initial: bindable(() => ({
				sync: true,
				defaultValue: false
			}))
		};
	},
	exit: ["cleanupNode"],
	watch({ track, prop, send }) {
		track([() => prop("present")], () => {
			send({ type: "PRESENCE.CHANGED" });
		});
	},
	on: {
		"NODE.SET": { actions: ["setupNode"] },
		"PRESENCE.CHANGED": { actions: ["setInitial", "syncPresence"] }
	},
	states: {
		mounted: {
			effects: ["trackEnterAnimation"],
			on: {
				UNMOUNT: {
					target: "unmounted",
					actions: ["clearPrevAnimationName", "invokeOnExitComplete"]
				},
				"UNMOUNT.SUSPEND": { target: "unmountSuspended" }
			}
		},
		unmountSuspended: {
			effects: ["trackExitAnimation"],
			on: {
				MOUNT: {
					target: "mounted",
					actions: ["setPrevAnimationName"]
				},
				UNMOUNT: {
					target: "unmounted",
					actions: ["clearPrevAnimationName", "invokeOnExitComplete"]
				}
			}
		},
		unmounted: { on: { MOUNT: {
			target: "mounted",
			actions: ["setPrevAnimationName"]
		} } }
	},
	implementations: {
		actions: {
			setInitial: ({ context }) => {
				if (context.get("initial")) return;
				queueMicrotask(() => {
					context.set("initial", true);
				});
			},
			invokeOnExitComplete: ({ prop, refs }) => {
				prop("onExitComplete")?.();
				const node = refs.get("node");
				if (!node) return;
				const event = new (getWindow(node)).CustomEvent("exitcomplete", { bubbles: false });
				node.dispatchEvent(event);
			},
			setupNode: ({ refs, event }) => {
				if (refs.get("node") === event.node) return;
				refs.set("node", event.node);
				refs.set("styles", getComputedStyle(event.node));
			},
			cleanupNode: ({ refs }) => {
				refs.set("node", null);
				refs.set("styles", null);
			},
			syncPresence: ({ context, refs, send, prop }) => {
				const presentProp = prop("present");
				if (presentProp) return send({
					type: "MOUNT",
					src: "presence.changed"
				});
				const node = refs.get("node");
				if (!presentProp && node?.ownerDocument.visibilityState === "hidden") return send({
					type: "UNMOUNT",
					src: "visibilitychange"
				});
				raf(() => {
					if (prop("present")) return;
					const animationName = getAnimationName(refs.get("styles"));
					context.set("unmountAnimationName", animationName);
					if (animationName === "none" || animationName === context.get("prevAnimationName") || refs.get("styles")?.display === "none" || refs.get("styles")?.animationDuration === "0s") send({
						type: "UNMOUNT",
						src: "presence.changed"
					});
					else send({ type: "UNMOUNT.SUSPEND" });
				});
			},
			setPrevAnimationName: ({ context, refs }) => {
				raf(() => {
					context.set("prevAnimationName", getAnimationName(refs.get("styles")));
				});
			},
			clearPrevAnimationName: ({ context }) => {
				context.set("prevAnimationName", null);
			}
		},
		effects: {
			trackEnterAnimation: ({ context, refs, prop }) => {
				if (!prop("onEnterComplete") || !context.get("initial")) return;
				let cancel;
				const track = () => {
					cancel = raf(() => {
						const node = refs.get("node");
						if (!node || !node.isConnected) {
							track();
							return;
						}
						const styles = getComputedStyle(node);
						if (getAnimationName(styles) === "none" || styles.display === "none" || styles.animationDuration === "0s") {
							prop("onEnterComplete")?.();
							return;
						}
						const onEnd = (event) => {
							if (getEventTarget(event) !== node || !prop("present")) return;
							node.removeEventListener("animationend", onEnd);
							prop("onEnterComplete")?.();
						};
						node.addEventListener("animationend", onEnd);
						return () => {
							node.removeEventListener("animationend", onEnd);
						};
					});
				};
				track();
				return () => cancel?.();
			},
			trackExitAnimation: ({ context, refs, send, prop }) => {
				const node = refs.get("node");
				if (!node) return;
				const onStart = (event) => {
					if ((event.composedPath?.()?.[0] ?? event.target) === node) context.set("prevAnimationName", getAnimationName(refs.get("styles")));
				};
				const onEnd = (event) => {
					const animationName = getAnimationName(refs.get("styles"));
					if (getEventTarget(event) === node && animationName === context.get("unmountAnimationName") && !prop("present")) send({
						type: "UNMOUNT",
						src: "animationend"
					});
				};
				const onCancel = (event) => {
					if (getEventTarget(event) === node && !prop("present")) send({
						type: "UNMOUNT",
						src: "animationcancel"
					});
				};
				node.addEventListener("animationstart", onStart);
				node.addEventListener("animationcancel", onCancel);
				node.addEventListener("animationend", onEnd);
				const cleanupStyles = setStyle(node, { animationFillMode: "forwards" });
				return () => {
					node.removeEventListener("animationstart", onStart);
					node.removeEventListener("animationcancel", onCancel);
					node.removeEventListener("animationend", onEnd);
					nextTick(() => cleanupStyles());
				};
			}
		}
	}
});
function getAnimationName(styles) {
	return styles?.animationName || "none";
}
// ../../main/node_modules/@ark-ui/react/dist/components/presence/use-presence.js
var usePresence = (props = {}) => {
	const { lazyMount, unmountOnExit, hideMode = "display-none", present, skipAnimationOnMount = false, ...rest } = props;
	const wasEverPresent = (0, import_react.useRef)(false);
	const machineProps = {
		...rest,
		present,
		onEnterComplete: useEvent(props.onEnterComplete),
		onExitComplete: useEvent(props.onExitComplete)
	};
	const api = connect(useMachine(machine, machineProps), normalizeProps);
	if (api.present) wasEverPresent.current = true;
	const unmounted = !api.present && !wasEverPresent.current && lazyMount || unmountOnExit && !api.present && wasEverPresent.current;
	const resolvedHideMode = hideMode === "activity" && supportsActivity ? "activity" : "display-none";
	const getPresenceProps = () => ({
		"data-state": api.skip && skipAnimationOnMount ? void 0 : present ? "open" : "closed",
		hidden: resolvedHideMode === "activity" ? false : !api.present
	});
	return {
		ref: api.setNode,
		getPresenceProps,
		present: api.present,
		unmounted,
		hideMode: resolvedHideMode
	};
};
// ../../main/node_modules/@ark-ui/react/dist/components/presence/presence-gate.js
var import_jsx_runtime = require_jsx_runtime();
var PresenceGate = (props) => {
	const { presence, children } = props;
	if (presence.unmounted) return null;
	if (presence.hideMode === "activity" && Activity) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
		mode: presence.present ? "visible" : "hidden",
		children
	});
	return children;
};
// ../../main/node_modules/@ark-ui/react/dist/components/presence/use-presence-context.js
var [PresenceProvider, usePresenceContext] = createContext$1({
	name: "PresenceContext",
	hookName: "usePresenceContext",
	providerName: "<PresenceProvider />"
});
export { useEvent as a, usePresence as i, usePresenceContext as n, PresenceGate as r, PresenceProvider as t };

//# sourceMappingURL=use-presence-context-cuiYbe0m.js.map