import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { LoginPanel } from "./LoginPage-CUXqrD8D.js";
import { ForgotPasswordPage, RegisterPage, ResetPasswordPage, a as ResetPasswordForm, c as ForgotPasswordForm, i as useSignupForm, inCard, inSplit, n as RegisterForm, o as NameFields, r as SignupError, s as NewPasswordFields, t as HaveAccount } from "./pages-CY3XviWE.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { c as useForm, f as FieldErrorText, g as FieldRoot, n as FormProvider, t as Controller } from "./index.esm-Ie3RzZj5.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { a as EmailField, c as AuthFooter, i as FormAlert, r as FormHeader } from "./AuthFrame-G2LzkofK.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { t as Circle } from "./circle-BPcQlVfl.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as isEqual } from "./equal-vkPAilgq.js";
import { i as getByOwnerId, n as ariaAttr, o as isOwnedBy, r as dataAttr } from "./shared-DiO5qnp4.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { C as isModifierKey, H as fromLength, I as invariant, N as createMachine$1, P as setup, c as queryAll, f as raf, h as getEventKey, m as getBeforeInputValue, n as useMachine, t as normalizeProps, v as getNativeEvent, y as isComposingEvent, z as mergeWithDefault } from "./normalize-props-Bwbrh0EN.js";
import { r as dispatchInputValueEvent, t as visuallyHiddenStyle } from "./visually-hidden-Dr9AIQVp.js";
import { et as parts$1, lt as useLocaleContext } from "../render.js";
import { p as string, u as object } from "./schemas-DsdQ_yki.js";
import { n as setValueAtIndex, t as isValueWithinRange } from "./number-2dgIwefl.js";
import { n as createContext$1, t as createAnatomy } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, b as mergeProps, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { n as useFieldContext } from "./field-2YzigrTE.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { n as CheckIcon } from "./icons-DBDSKIqj.js";
// ../../main/node_modules/@zag-js/core/dist/memo.mjs
function memo(getDeps, fn, opts) {
	let deps = [];
	let result;
	return (depArgs) => {
		const newDeps = getDeps(depArgs);
		if (!(newDeps.length !== deps.length || newDeps.some((dep, index) => !isEqual(deps[index], dep)))) return result;
		deps = newDeps;
		result = fn(newDeps, depArgs);
		opts?.onChange?.(result);
		return result;
	};
}
// ../../main/node_modules/@zag-js/pin-input/dist/pin-input.dom.mjs
var getRootId$1 = (ctx) => ctx.ids?.root ?? `pin-input:${ctx.id}`;
var getInputId = (ctx, id) => ctx.ids?.input?.(id) ?? `pin-input:${ctx.id}:${id}`;
var getHiddenInputId = (ctx) => ctx.ids?.hiddenInput ?? `pin-input:${ctx.id}:hidden`;
var getLabelId = (ctx) => ctx.ids?.label ?? `pin-input:${ctx.id}:label`;
var getControlId = (ctx) => ctx.ids?.control ?? `pin-input:${ctx.id}:control`;
var getRootEl = (ctx) => ctx.getById(getRootId$1(ctx));
var getInputEls = (ctx) => {
	const selector = `input${getByOwnerId(getRootId$1(ctx))}`;
	return queryAll(getRootEl(ctx), selector);
};
var getInputElAtIndex = (ctx, index) => getInputEls(ctx)[index];
var getFirstInputEl = (ctx) => getInputEls(ctx)[0];
var getHiddenInputEl = (ctx) => ctx.getById(getHiddenInputId(ctx));
var setInputValue = (inputEl, value) => {
	inputEl.value = value;
	inputEl.setAttribute("value", value);
};
// ../../main/node_modules/@zag-js/pin-input/dist/pin-input.utils.mjs
var REGEX = {
	numeric: /^[0-9]+$/,
	alphabetic: /^[A-Za-z]+$/,
	alphanumeric: /^[a-zA-Z0-9]+$/i
};
function isValidType(type, value) {
	if (!type) return true;
	return !!REGEX[type]?.test(value);
}
function isValidValue(value, type, pattern) {
	if (!pattern) return isValidType(type, value);
	return new RegExp(pattern, "g").test(value);
}
// ../../main/node_modules/@zag-js/pin-input/dist/pin-input.connect.mjs
var defaultTranslations = { inputLabel: (index, length) => `pin code ${index + 1} of ${length}` };
function connect$1(service, normalize) {
	const { send, context, computed, prop, scope } = service;
	const complete = computed("isValueComplete");
	const disabled = !!prop("disabled");
	const readOnly = !!prop("readOnly");
	const invalid = !!prop("invalid");
	const required = !!prop("required");
	const translations = mergeWithDefault(defaultTranslations, prop("translations"));
	const focusedIndex = context.get("focusedIndex");
	function focus() {
		getFirstInputEl(scope)?.focus();
	}
	return {
		focus,
		count: context.get("count"),
		items: Array.from({ length: context.get("count") }).map((_, i) => i),
		value: context.get("value"),
		valueAsString: computed("valueAsString"),
		complete,
		setValue(value) {
			if (!Array.isArray(value)) invariant("[pin-input/setValue] value must be an array");
			send({
				type: "VALUE.SET",
				value
			});
		},
		clearValue() {
			send({ type: "VALUE.CLEAR" });
		},
		setValueAtIndex(index, value) {
			send({
				type: "VALUE.SET",
				value,
				index
			});
		},
		getRootProps() {
			return normalize.element({
				dir: prop("dir"),
				...parts$1.root.attrs,
				id: getRootId$1(scope),
				"data-invalid": dataAttr(invalid),
				"data-disabled": dataAttr(disabled),
				"data-complete": dataAttr(complete),
				"data-readonly": dataAttr(readOnly)
			});
		},
		getLabelProps() {
			return normalize.label({
				...parts$1.label.attrs,
				dir: prop("dir"),
				htmlFor: getHiddenInputId(scope),
				id: getLabelId(scope),
				"data-invalid": dataAttr(invalid),
				"data-disabled": dataAttr(disabled),
				"data-complete": dataAttr(complete),
				"data-required": dataAttr(required),
				"data-readonly": dataAttr(readOnly),
				onClick(event) {
					event.preventDefault();
					focus();
				}
			});
		},
		getHiddenInputProps() {
			return normalize.input({
				"aria-hidden": true,
				type: "text",
				tabIndex: -1,
				id: getHiddenInputId(scope),
				readOnly,
				disabled,
				required,
				name: prop("name"),
				form: prop("form"),
				style: visuallyHiddenStyle,
				maxLength: computed("valueLength"),
				defaultValue: computed("valueAsString")
			});
		},
		getControlProps() {
			return normalize.element({
				...parts$1.control.attrs,
				dir: prop("dir"),
				id: getControlId(scope)
			});
		},
		getInputProps(props) {
			const { index } = props;
			const inputType = prop("type") === "numeric" ? "tel" : "text";
			const valueLength = computed("valueLength");
			const tabbableIndex = focusedIndex !== -1 ? focusedIndex : Math.min(computed("filledValueLength"), valueLength - 1);
			return normalize.input({
				...parts$1.input.attrs,
				dir: prop("dir"),
				disabled,
				tabIndex: index === tabbableIndex ? 0 : -1,
				"data-disabled": dataAttr(disabled),
				"data-complete": dataAttr(complete),
				"data-filled": dataAttr(computed("_value")[index] !== ""),
				id: getInputId(scope, index.toString()),
				"data-index": index,
				"data-ownedby": getRootId$1(scope),
				"aria-label": translations?.inputLabel?.(index, computed("valueLength")),
				inputMode: prop("otp") || prop("type") === "numeric" ? "numeric" : "text",
				"aria-invalid": ariaAttr(invalid),
				"data-invalid": dataAttr(invalid),
				enterKeyHint: index === valueLength - 1 ? "done" : "next",
				type: prop("mask") ? "password" : inputType,
				defaultValue: computed("_value")[index] || "",
				readOnly,
				autoCapitalize: "none",
				autoComplete: prop("otp") ? "one-time-code" : "off",
				placeholder: focusedIndex === index ? "" : prop("placeholder"),
				onPaste(event) {
					let pastedValue = event.clipboardData?.getData("text/plain");
					if (!pastedValue) return;
					const transformer = prop("sanitizeValue");
					if (transformer) pastedValue = transformer(pastedValue);
					if (!isValidValue(pastedValue, prop("type"), prop("pattern"))) {
						send({
							type: "VALUE.INVALID",
							value: pastedValue
						});
						event.preventDefault();
						return;
					}
					event.preventDefault();
					send({
						type: "INPUT.PASTE",
						value: pastedValue
					});
				},
				onBeforeInput(event) {
					try {
						const value = getBeforeInputValue(event);
						if (!isValidValue(value, prop("type"), prop("pattern"))) {
							send({
								type: "VALUE.INVALID",
								value
							});
							event.preventDefault();
						}
						if (value.length > 1) event.currentTarget.setSelectionRange(0, 1, "forward");
					} catch {}
				},
				onChange(event) {
					const evt = getNativeEvent(event);
					const { value } = event.currentTarget;
					if (evt.inputType === "insertFromPaste") {
						event.currentTarget.value = value[0] || "";
						return;
					}
					if (value.length > 2) {
						send({
							type: "INPUT.PASTE",
							value
						});
						event.currentTarget.value = value[0];
						event.preventDefault();
						return;
					}
					if (evt.inputType === "deleteContentBackward") {
						send({ type: "INPUT.BACKSPACE" });
						return;
					}
					if (evt.inputType === "deleteByCut") {
						send({ type: "INPUT.DELETE" });
						return;
					}
					if (value === computed("focusedValue")) return;
					send({
						type: "INPUT.CHANGE",
						value,
						index
					});
				},
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (isComposingEvent(event)) return;
					if (isModifierKey(event)) return;
					if (event.key.length === 1 && computed("focusedValue") === event.key) {
						event.preventDefault();
						send({ type: "INPUT.ADVANCE" });
						return;
					}
					const exec = {
						Backspace() {
							send({ type: "INPUT.BACKSPACE" });
						},
						Delete() {
							send({ type: "INPUT.DELETE" });
						},
						ArrowLeft() {
							send({ type: "INPUT.ARROW_LEFT" });
						},
						ArrowRight() {
							send({ type: "INPUT.ARROW_RIGHT" });
						},
						Enter() {
							send({ type: "INPUT.ENTER" });
						},
						Home() {
							send({ type: "INPUT.HOME" });
						},
						End() {
							send({ type: "INPUT.END" });
						}
					}[getEventKey(event, {
						dir: prop("dir"),
						orientation: "horizontal"
					})];
					if (exec) {
						exec(event);
						event.preventDefault();
					}
				},
				onFocus() {
					send({
						type: "INPUT.FOCUS",
						index
					});
				},
				onBlur(event) {
					const target = event.relatedTarget;
					if (isOwnedBy(target, getRootId$1(scope))) return;
					send({
						type: "INPUT.BLUR",
						index
					});
				}
			});
		}
	};
}
// ../../main/node_modules/@zag-js/pin-input/dist/pin-input.machine.mjs
var { choose, createMachine } = setup();
var machine$1 = createMachine({
	props({ props }) {
		return {
			placeholder: "○",
			otp: false,
			type: "numeric",
			defaultValue: props.count ? fill([], props.count) : [],
			...props
		};
	},
	initialState() {
		return "idle";
	},
	context({ prop, bindable }) {
		return {
			value: bindable(() => ({
				value: prop("value") ? fill(prop("value"), prop("count")) : void 0,
				defaultValue: fill(prop("defaultValue") ?? [], prop("count")),
				isEqual,
				onChange(value) {
					prop("onValueChange")?.({
						value,
						valueAsString: value.join("")
					});
				}
			})),
			focusedIndex: bindable(() => ({
				sync: true,
				defaultValue: -1
			})),
			count: bindable(() => ({ defaultValue: prop("count") }))
		};
	},
	computed: {
		_value: ({ context }) => fill(context.get("value"), context.get("count")),
		valueLength: ({ computed }) => computed("_value").length,
		filledValueLength: ({ computed }) => computed("_value").filter((v) => v?.trim() !== "").length,
		isValueComplete: ({ computed }) => computed("valueLength") === computed("filledValueLength"),
		valueAsString: ({ computed }) => computed("_value").join(""),
		focusedValue: ({ computed, context }) => computed("_value")[context.get("focusedIndex")] || ""
	},
	entry: choose([{
		guard: "autoFocus",
		actions: ["setInputCount", "setFocusIndexToFirst"]
	}, { actions: ["setInputCount"] }]),
	watch({ action, track, context, computed }) {
		track([() => context.get("focusedIndex")], () => {
			action(["focusInput", "selectInputIfNeeded"]);
		});
		track([() => context.get("value").join(",")], () => {
			action(["syncInputElements", "dispatchInputEvent"]);
		});
		track([() => computed("isValueComplete")], () => {
			action([
				"invokeOnComplete",
				"blurFocusedInputIfNeeded",
				"autoSubmitIfNeeded"
			]);
		});
	},
	on: {
		"VALUE.SET": [{
			guard: "hasIndex",
			actions: ["setValueAtIndex"]
		}, { actions: ["setValue"] }],
		"VALUE.CLEAR": { actions: ["clearValue", "setFocusIndexToFirst"] }
	},
	states: {
		idle: { on: { "INPUT.FOCUS": {
			target: "focused",
			actions: ["setFocusedIndex"]
		} } },
		focused: { on: {
			"INPUT.CHANGE": { actions: [
				"setFocusedValue",
				"syncInputValue",
				"advanceFocusedIndex"
			] },
			"INPUT.ADVANCE": { actions: ["advanceFocusedIndex"] },
			"INPUT.PASTE": { actions: ["setPastedValue", "setLastValueFocusIndex"] },
			"INPUT.FOCUS": { actions: ["setFocusedIndex", "focusInput"] },
			"INPUT.BLUR": {
				target: "idle",
				actions: ["clearFocusedIndex"]
			},
			"INPUT.DELETE": {
				guard: "hasValue",
				actions: ["clearFocusedValue"]
			},
			"INPUT.ARROW_LEFT": { actions: ["setPrevFocusedIndex"] },
			"INPUT.ARROW_RIGHT": { actions: ["setNextFocusedIndex"] },
			"INPUT.HOME": { actions: ["setFocusIndexToFirst"] },
			"INPUT.END": { actions: ["setFocusIndexToLast"] },
			"INPUT.BACKSPACE": [{
				guard: "hasValue",
				actions: ["clearFocusedValue", "setPrevFocusedIndex"]
			}, { actions: ["setPrevFocusedIndex", "clearFocusedValue"] }],
			"INPUT.ENTER": {
				guard: "isValueComplete",
				actions: ["requestFormSubmit"]
			},
			"VALUE.INVALID": { actions: ["invokeOnInvalid"] }
		} }
	},
	implementations: {
		guards: {
			autoFocus: ({ prop }) => !!prop("autoFocus"),
			hasValue: ({ context, computed }) => computed("_value")[context.get("focusedIndex")] !== "",
			isValueComplete: ({ computed }) => computed("isValueComplete"),
			hasIndex: ({ event }) => event.index !== void 0
		},
		actions: {
			dispatchInputEvent({ computed, scope }) {
				const inputEl = getHiddenInputEl(scope);
				dispatchInputValueEvent(inputEl, { value: computed("valueAsString") });
			},
			setInputCount({ scope, context, prop }) {
				if (prop("count")) return;
				const inputEls = getInputEls(scope);
				context.set("count", inputEls.length);
			},
			focusInput({ context, scope }) {
				const focusedIndex = context.get("focusedIndex");
				if (focusedIndex === -1) return;
				queueMicrotask(() => {
					getInputElAtIndex(scope, focusedIndex)?.focus({ preventScroll: true });
				});
			},
			selectInputIfNeeded({ context, prop, scope }) {
				const focusedIndex = context.get("focusedIndex");
				if (!prop("selectOnFocus") || focusedIndex === -1) return;
				raf(() => {
					getInputElAtIndex(scope, focusedIndex)?.select();
				});
			},
			invokeOnComplete({ computed, prop }) {
				if (!computed("isValueComplete")) return;
				prop("onValueComplete")?.({
					value: computed("_value"),
					valueAsString: computed("valueAsString")
				});
			},
			invokeOnInvalid({ context, event, prop }) {
				prop("onValueInvalid")?.({
					value: event.value,
					index: context.get("focusedIndex")
				});
			},
			clearFocusedIndex({ context }) {
				context.set("focusedIndex", -1);
			},
			setFocusedIndex({ context, event, computed }) {
				const maxIndex = Math.min(computed("filledValueLength"), computed("valueLength") - 1);
				context.set("focusedIndex", Math.min(event.index, maxIndex));
			},
			setValue({ context, event }) {
				const value = fill(event.value, context.get("count"));
				context.set("value", value);
			},
			setFocusedValue({ context, event, computed, flush }) {
				const focusedValue = computed("focusedValue");
				const focusedIndex = context.get("focusedIndex");
				const value = getNextValue(focusedValue, event.value);
				flush(() => {
					context.set("value", setValueAtIndex(computed("_value"), focusedIndex, value));
				});
			},
			revertInputValue({ context, computed, scope }) {
				setInputValue(getInputElAtIndex(scope, context.get("focusedIndex")), computed("focusedValue"));
			},
			syncInputValue({ context, event, scope }) {
				const value = context.get("value");
				setInputValue(getInputElAtIndex(scope, event.index), value[event.index]);
			},
			syncInputElements({ context, scope }) {
				const inputEls = getInputEls(scope);
				const value = context.get("value");
				inputEls.forEach((inputEl, index) => {
					setInputValue(inputEl, value[index]);
				});
			},
			setPastedValue({ context, event, computed, flush }) {
				raf(() => {
					const valueAsString = computed("valueAsString");
					const focusedIndex = context.get("focusedIndex");
					const valueLength = computed("valueLength");
					const filledValueLength = computed("filledValueLength");
					const startIndex = Math.min(focusedIndex, filledValueLength);
					const value = fill(`${startIndex > 0 ? valueAsString.substring(0, focusedIndex) : ""}${event.value.substring(0, valueLength - startIndex)}`.split(""), valueLength);
					flush(() => {
						context.set("value", value);
					});
				});
			},
			setValueAtIndex({ context, event, computed }) {
				const nextValue = getNextValue(computed("focusedValue"), event.value);
				context.set("value", setValueAtIndex(computed("_value"), event.index, nextValue));
			},
			clearValue({ context }) {
				const nextValue = Array.from({ length: context.get("count") }).fill("");
				queueMicrotask(() => {
					context.set("value", nextValue);
				});
			},
			clearFocusedValue({ context, computed }) {
				const focusedIndex = context.get("focusedIndex");
				if (focusedIndex === -1) return;
				const value = [...computed("_value")];
				value.splice(focusedIndex, 1);
				value.push("");
				context.set("value", value);
			},
			setFocusIndexToFirst({ context }) {
				context.set("focusedIndex", 0);
			},
			setFocusIndexToLast({ context, computed }) {
				context.set("focusedIndex", Math.max(computed("filledValueLength") - 1, 0));
			},
			advanceFocusedIndex({ context, computed }) {
				context.set("focusedIndex", Math.min(context.get("focusedIndex") + 1, computed("valueLength") - 1));
			},
			setNextFocusedIndex({ context, computed }) {
				const nextIndex = context.get("focusedIndex") + 1;
				const maxIndex = Math.min(computed("filledValueLength"), computed("valueLength") - 1);
				context.set("focusedIndex", Math.min(nextIndex, maxIndex));
			},
			setPrevFocusedIndex({ context }) {
				context.set("focusedIndex", Math.max(context.get("focusedIndex") - 1, 0));
			},
			setLastValueFocusIndex({ context, computed }) {
				raf(() => {
					context.set("focusedIndex", Math.min(computed("filledValueLength"), computed("valueLength") - 1));
				});
			},
			blurFocusedInputIfNeeded({ context, computed, prop, scope }) {
				if (!prop("blurOnComplete") || !computed("isValueComplete")) return;
				raf(() => {
					getInputElAtIndex(scope, context.get("focusedIndex"))?.blur();
				});
			},
			requestFormSubmit({ computed, prop, scope }) {
				if (!prop("name") || !computed("isValueComplete")) return;
				getHiddenInputEl(scope)?.form?.requestSubmit();
			},
			autoSubmitIfNeeded({ computed, prop, scope }) {
				if (!prop("autoSubmit") || !computed("isValueComplete")) return;
				getHiddenInputEl(scope)?.form?.requestSubmit();
			}
		}
	}
});
function getNextValue(current, next) {
	let nextValue = next;
	if (current[0] === next[0]) nextValue = next[1];
	else if (current[0] === next[1]) nextValue = next[0];
	const chars = nextValue.split("");
	nextValue = chars[chars.length - 1];
	return nextValue ?? "";
}
function fill(value, count) {
	const length = count || value.length;
	return Array.from({ length }).fill("").map((v, i) => value[i] || v);
}
var parts = createAnatomy("steps").parts("root", "list", "item", "trigger", "indicator", "separator", "content", "nextTrigger", "prevTrigger", "progress").build();
// ../../main/node_modules/@zag-js/steps/dist/steps.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `steps:${ctx.id}`;
var getListId = (ctx) => ctx.ids?.list ?? `steps:${ctx.id}:list`;
var getTriggerId = (ctx, index) => ctx.ids?.triggerId?.(index) ?? `steps:${ctx.id}:trigger:${index}`;
var getContentId = (ctx, index) => ctx.ids?.contentId?.(index) ?? `steps:${ctx.id}:content:${index}`;
// ../../main/node_modules/@zag-js/steps/dist/steps.connect.mjs
function connect(service, normalize) {
	const { context, send, computed, prop, scope } = service;
	const step = context.get("step");
	const count = prop("count");
	const percent = computed("percent");
	const hasNextStep = computed("hasNextStep");
	const hasPrevStep = computed("hasPrevStep");
	const isStepValid = (index) => {
		return prop("isStepValid")?.(index) ?? true;
	};
	const isStepSkippable = (index) => {
		return prop("isStepSkippable")?.(index) ?? false;
	};
	const getItemState = (props) => ({
		triggerId: getTriggerId(scope, props.index),
		contentId: getContentId(scope, props.index),
		current: props.index === step,
		completed: props.index < step,
		incomplete: props.index > step,
		index: props.index,
		first: props.index === 0,
		last: props.index === count - 1,
		skippable: isStepSkippable(props.index),
		isValid: () => isStepValid(props.index)
	});
	const goToNextStep = () => {
		send({
			type: "STEP.NEXT",
			src: "next.trigger.click"
		});
	};
	const goToPrevStep = () => {
		send({
			type: "STEP.PREV",
			src: "prev.trigger.click"
		});
	};
	const resetStep = () => {
		send({
			type: "STEP.RESET",
			src: "reset.trigger.click"
		});
	};
	const setStep = (value) => {
		send({
			type: "STEP.SET",
			value,
			src: "api.setValue"
		});
	};
	return {
		value: step,
		count,
		percent,
		hasNextStep,
		hasPrevStep,
		isCompleted: computed("completed"),
		isStepValid,
		isStepSkippable,
		goToNextStep,
		goToPrevStep,
		resetStep,
		getItemState,
		setStep,
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				id: getRootId(scope),
				dir: prop("dir"),
				"data-orientation": prop("orientation"),
				style: { "--percent": `${percent}%` }
			});
		},
		getListProps() {
			const triggerIds = fromLength(count).map((_, index) => getTriggerId(scope, index));
			return normalize.element({
				...parts.list.attrs,
				dir: prop("dir"),
				id: getListId(scope),
				role: "tablist",
				"aria-owns": triggerIds.join(" "),
				"aria-orientation": prop("orientation"),
				"data-orientation": prop("orientation")
			});
		},
		getItemProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.item.attrs,
				dir: prop("dir"),
				"aria-current": itemState.current ? "step" : void 0,
				"data-orientation": prop("orientation"),
				"data-skippable": dataAttr(itemState.skippable)
			});
		},
		getTriggerProps(props) {
			const itemState = getItemState(props);
			return normalize.button({
				...parts.trigger.attrs,
				id: itemState.triggerId,
				role: "tab",
				type: "button",
				dir: prop("dir"),
				tabIndex: !prop("linear") || itemState.current ? 0 : -1,
				"aria-selected": itemState.current,
				"aria-controls": itemState.contentId,
				"data-state": itemState.current ? "open" : "closed",
				"data-orientation": prop("orientation"),
				"data-complete": dataAttr(itemState.completed),
				"data-current": dataAttr(itemState.current),
				"data-incomplete": dataAttr(itemState.incomplete),
				onClick(event) {
					if (event.defaultPrevented) return;
					if (prop("linear")) return;
					send({
						type: "STEP.SET",
						value: props.index,
						src: "trigger.click"
					});
				}
			});
		},
		getContentProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.content.attrs,
				dir: prop("dir"),
				id: itemState.contentId,
				role: "tabpanel",
				tabIndex: 0,
				hidden: !itemState.current,
				"data-state": itemState.current ? "open" : "closed",
				"data-orientation": prop("orientation"),
				"aria-labelledby": itemState.triggerId
			});
		},
		getIndicatorProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.indicator.attrs,
				dir: prop("dir"),
				"aria-hidden": true,
				"data-complete": dataAttr(itemState.completed),
				"data-current": dataAttr(itemState.current),
				"data-incomplete": dataAttr(itemState.incomplete)
			});
		},
		getSeparatorProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.separator.attrs,
				dir: prop("dir"),
				"data-orientation": prop("orientation"),
				"data-complete": dataAttr(itemState.completed),
				"data-current": dataAttr(itemState.current),
				"data-incomplete": dataAttr(itemState.incomplete)
			});
		},
		getNextTriggerProps() {
			return normalize.button({
				...parts.nextTrigger.attrs,
				dir: prop("dir"),
				type: "button",
				disabled: !hasNextStep,
				onClick(event) {
					if (event.defaultPrevented) return;
					goToNextStep();
				}
			});
		},
		getPrevTriggerProps() {
			return normalize.button({
				dir: prop("dir"),
				...parts.prevTrigger.attrs,
				type: "button",
				disabled: !hasPrevStep,
				onClick(event) {
					if (event.defaultPrevented) return;
					goToPrevStep();
				}
			});
		},
		getProgressProps() {
			return normalize.element({
				dir: prop("dir"),
				...parts.progress.attrs,
				role: "progressbar",
				"aria-valuenow": percent,
				"aria-valuemin": 0,
				"aria-valuemax": 100,
				"aria-valuetext": `${percent}% complete`,
				"data-complete": dataAttr(percent === 100)
			});
		}
	};
}
// ../../main/node_modules/@zag-js/steps/dist/steps.machine.mjs
var machine = createMachine$1({
	props({ props }) {
		return {
			defaultStep: 0,
			count: 1,
			linear: false,
			orientation: "horizontal",
			...props
		};
	},
	context({ prop, bindable }) {
		return { step: bindable(() => ({
			defaultValue: prop("defaultStep"),
			value: prop("step"),
			onChange(value) {
				prop("onStepChange")?.({ step: value });
				if (value == prop("count")) prop("onStepComplete")?.();
			}
		})) };
	},
	computed: {
		percent: memo(({ context, prop }) => [context.get("step"), prop("count")], ([step, count]) => step / count * 100),
		hasNextStep: ({ context, prop }) => context.get("step") < prop("count"),
		hasPrevStep: ({ context }) => context.get("step") > 0,
		completed: ({ context, prop }) => context.get("step") === prop("count")
	},
	initialState() {
		return "idle";
	},
	entry: ["validateStepIndex"],
	states: { idle: { on: {
		"STEP.SET": [{
			guard: "isValidStepNavigation",
			actions: ["setStep"]
		}, { actions: ["invokeOnStepInvalid"] }],
		"STEP.NEXT": [{
			guard: "isCurrentStepValid",
			actions: ["goToNextStep"]
		}, { actions: ["invokeOnStepInvalid"] }],
		"STEP.PREV": { actions: ["goToPrevStep"] },
		"STEP.RESET": { actions: ["resetStep"] }
	} } },
	implementations: {
		guards: {
			isCurrentStepValid({ context, prop }) {
				const current = context.get("step");
				if (prop("isStepSkippable")?.(current)) return true;
				const isStepValid = prop("isStepValid");
				if (!isStepValid) return true;
				return isStepValid(current);
			},
			isValidStepNavigation({ context, event, prop }) {
				const current = context.get("step");
				if (event.value <= current) return true;
				if (prop("isStepSkippable")?.(current)) return true;
				const isStepValid = prop("isStepValid");
				if (!isStepValid) return true;
				return isStepValid(current);
			}
		},
		actions: {
			goToNextStep({ context, prop }) {
				const count = prop("count");
				context.set("step", Math.min(context.get("step") + 1, count));
			},
			goToPrevStep({ context }) {
				context.set("step", Math.max(context.get("step") - 1, 0));
			},
			resetStep({ context }) {
				context.set("step", 0);
			},
			setStep({ context, event }) {
				context.set("step", event.value);
			},
			validateStepIndex({ context, prop }) {
				validateStepIndex(prop("count"), context.get("step"));
			},
			invokeOnStepInvalid({ context, event, prop }) {
				prop("onStepInvalid")?.({
					step: context.get("step"),
					action: event.type === "STEP.NEXT" ? "next" : "set",
					targetStep: event.value
				});
			}
		}
	}
});
var validateStepIndex = (count, step) => {
	if (!isValueWithinRange(step, 0, count)) throw new RangeError(`[zag-js/steps] step index ${step} is out of bounds`);
};
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/use-pin-input-context.js
var [PinInputProvider, usePinInputContext] = createContext$1({
	name: "PinInputContext",
	hookName: "usePinInputContext",
	providerName: "<PinInputProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-context.js
var PinInputContext$1 = (props) => props.children(usePinInputContext());
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-control.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var PinInputControl$1 = (0, import_react.forwardRef)((props, ref) => {
	const pinInput = usePinInputContext();
	const mergedProps = mergeProps(pinInput.getControlProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
PinInputControl$1.displayName = "PinInputControl";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-hidden-input.js
var PinInputHiddenInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const pinInput = usePinInputContext();
	const mergedProps = mergeProps(pinInput.getHiddenInputProps(), props);
	const field = useFieldContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		"aria-describedby": field?.ariaDescribedby,
		...mergedProps,
		ref
	});
});
PinInputHiddenInput$1.displayName = "PinInputHiddenInput";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-input.js
var splitInputProps = createSplitProps();
var PinInputInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const [inputProps, localProps] = splitInputProps(props, ["index"]);
	const pinInput = usePinInputContext();
	const mergedProps = mergeProps(pinInput.getInputProps(inputProps), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		...mergedProps,
		ref
	});
});
PinInputInput$1.displayName = "PinInputInput";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-label.js
var PinInputLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const pinInput = usePinInputContext();
	const mergedProps = mergeProps(pinInput.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
		...mergedProps,
		ref
	});
});
PinInputLabel$1.displayName = "PinInputLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/use-pin-input.js
var usePinInput = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const field = useFieldContext();
	const machineProps = {
		id,
		ids: {
			label: field?.ids.label,
			hiddenInput: field?.ids.control
		},
		disabled: field?.disabled,
		readOnly: field?.readOnly,
		required: field?.required,
		invalid: field?.invalid,
		dir,
		getRootNode,
		...props
	};
	return connect$1(useMachine(machine$1, machineProps), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-root.js
var splitRootProps$1 = createSplitProps();
var PinInputRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [usePinInputProps, localProps] = splitRootProps$1(props, [
		"autoFocus",
		"autoSubmit",
		"blurOnComplete",
		"count",
		"defaultValue",
		"disabled",
		"form",
		"id",
		"ids",
		"invalid",
		"mask",
		"name",
		"onValueChange",
		"onValueComplete",
		"onValueInvalid",
		"otp",
		"pattern",
		"placeholder",
		"readOnly",
		"required",
		"sanitizeValue",
		"selectOnFocus",
		"translations",
		"type",
		"value"
	]);
	const pinInput = usePinInput(usePinInputProps);
	const mergedProps = mergeProps(pinInput.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputProvider, {
		value: pinInput,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
PinInputRoot$1.displayName = "PinInputRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input-root-provider.js
var splitRootProviderProps$1 = createSplitProps();
var PinInputRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: pinInput }, localProps] = splitRootProviderProps$1(props, ["value"]);
	const mergedProps = mergeProps(pinInput.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputProvider, {
		value: pinInput,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
PinInputRootProvider$1.displayName = "PinInputRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/pin-input/pin-input.js
var pin_input_exports = /* @__PURE__ */ __exportAll({
	Context: () => PinInputContext$1,
	Control: () => PinInputControl$1,
	HiddenInput: () => PinInputHiddenInput$1,
	Input: () => PinInputInput$1,
	Label: () => PinInputLabel$1,
	Root: () => PinInputRoot$1,
	RootProvider: () => PinInputRootProvider$1
});
// ../../main/node_modules/@ark-ui/react/dist/components/steps/use-steps-context.js
var [StepsProvider, useStepsContext] = createContext$1({
	name: "StepsContext",
	hookName: "useStepsContext",
	providerName: "<StepsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-completed-content.js
var StepsCompletedContent$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getContentProps({ index: steps.count }), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsCompletedContent$1.displayName = "StepsCompletedContent";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-content.js
var splitContentProps = createSplitProps();
var StepsContent$1 = (0, import_react.forwardRef)((props, ref) => {
	const [itemProps, localProps] = splitContentProps(props, ["index"]);
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getContentProps(itemProps), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsContent$1.displayName = "StepsContent";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-context.js
var StepsContext$1 = (props) => {
	const context = useStepsContext();
	return props.children(context);
};
StepsContext$1.displayName = "StepsContext";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/use-steps-item-props-context.js
var [StepsItemPropsProvider, useStepsItemPropsContext] = createContext$1({
	name: "StepsItemPropsContext",
	hookName: "useStepsItemPropsContext",
	providerName: "<StepsItemPropsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-indicator.js
var StepsIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const itemProps = useStepsItemPropsContext();
	const mergedProps = mergeProps(steps.getIndicatorProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsIndicator$1.displayName = "StepsIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/use-steps-item-context.js
var [StepsItemProvider, useStepsItemContext] = createContext$1({
	name: "StepsItemContext",
	hookName: "useStepsItemContext",
	providerName: "<StepsItem />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-item.js
var splitItemProps = createSplitProps();
var StepsItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [itemProps, localProps] = splitItemProps(props, ["index"]);
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getItemProps(itemProps), localProps);
	const itemState = steps.getItemState(itemProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsItemPropsProvider, {
		value: itemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsItemProvider, {
			value: itemState,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
StepsItem$1.displayName = "StepsItem";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-item-context.js
var StepsItemContext$1 = (props) => {
	return props.children(useStepsItemContext());
};
StepsItemContext$1.displayName = "StepsItemContext";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-list.js
var StepsList$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getListProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsList$1.displayName = "StepsList";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-next-trigger.js
var StepsNextTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getNextTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
StepsNextTrigger$1.displayName = "StepsNextTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-prev-trigger.js
var StepsPrevTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getPrevTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
StepsPrevTrigger$1.displayName = "StepsPrevTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-progress.js
var StepsProgress = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const mergedProps = mergeProps(steps.getProgressProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsProgress.displayName = "StepsProgress";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/use-steps.js
function useSteps(props) {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		dir,
		getRootNode,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
}
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-root.js
var splitRootProps = createSplitProps();
var StepsRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useStepsProps, localProps] = splitRootProps(props, [
		"count",
		"defaultStep",
		"id",
		"ids",
		"isStepSkippable",
		"isStepValid",
		"linear",
		"onStepChange",
		"onStepComplete",
		"onStepInvalid",
		"orientation",
		"step"
	]);
	const steps = useSteps(useStepsProps);
	const mergedProps = mergeProps(steps.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsProvider, {
		value: steps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
StepsRoot$1.displayName = "StepsRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-root-provider.js
var splitRootProviderProps = createSplitProps();
var StepsRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: steps }, rootProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(steps.getRootProps(), rootProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsProvider, {
		value: steps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
StepsRootProvider$1.displayName = "StepsRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-separator.js
var StepsSeparator$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const itemProps = useStepsItemPropsContext();
	const mergedProps = mergeProps(steps.getSeparatorProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
StepsSeparator$1.displayName = "StepsSeparator";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps-trigger.js
var StepsTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const steps = useStepsContext();
	const itemProps = useStepsItemPropsContext();
	const mergedProps = mergeProps(steps.getTriggerProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
StepsTrigger$1.displayName = "StepsTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/steps/steps.js
var steps_exports = /* @__PURE__ */ __exportAll({
	CompletedContent: () => StepsCompletedContent$1,
	Content: () => StepsContent$1,
	Context: () => StepsContext$1,
	Indicator: () => StepsIndicator$1,
	Item: () => StepsItem$1,
	ItemContext: () => StepsItemContext$1,
	List: () => StepsList$1,
	NextTrigger: () => StepsNextTrigger$1,
	PrevTrigger: () => StepsPrevTrigger$1,
	Progress: () => StepsProgress,
	Root: () => StepsRoot$1,
	RootProvider: () => StepsRootProvider$1,
	Separator: () => StepsSeparator$1,
	Trigger: () => StepsTrigger$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/pin-input/pin-input.js
var { withProvider: withProvider$1, withContext: withContext$1, useStyles: usePinInputStyles, PropsProvider: PropsProvider$1 } = createSlotRecipeContext({ key: "pinInput" });
withProvider$1(pin_input_exports.RootProvider, "root", { forwardAsChild: true });
var PinInputRoot = withProvider$1(pin_input_exports.Root, "root", {
	forwardProps: ["mask"],
	forwardAsChild: true
});
var PinInputControl = withContext$1(pin_input_exports.Control, "control", { forwardAsChild: true });
var PinInputInput = withContext$1(pin_input_exports.Input, "input", { forwardAsChild: true });
var PinInputLabel = withContext$1(pin_input_exports.Label, "label", { forwardAsChild: true });
pin_input_exports.Context;
var PinInputHiddenInput = pin_input_exports.HiddenInput;
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/steps/steps.js
var { withProvider, withContext, useStyles: useStepsStyles, PropsProvider } = createSlotRecipeContext({ key: "steps" });
withProvider(steps_exports.RootProvider, "root", { forwardAsChild: true });
var StepsRoot = withProvider(steps_exports.Root, "root", { forwardAsChild: true });
var StepsList = withContext(steps_exports.List, "list", { forwardAsChild: true });
var StepsItem = withContext(steps_exports.Item, "item", { forwardAsChild: true });
withContext(steps_exports.Trigger, "trigger", { forwardAsChild: true });
var StepsContent = withContext(steps_exports.Content, "content", { forwardAsChild: true });
withContext(steps_exports.CompletedContent, "content");
var StepsNumber = (0, import_react.forwardRef)(function StepsNumber2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(steps_exports.ItemContext, { children: (api) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		...props,
		children: api.index + 1
	}) });
});
var StepsTitle = withContext("div", "title");
withContext("div", "description");
var StepsSeparator = withContext(steps_exports.Separator, "separator", { forwardAsChild: true });
var StepsStatus = (props) => {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(steps_exports.ItemContext, { children: (api) => {
		if (api.current) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: props.current ?? props.incomplete });
		if (api.completed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: props.complete });
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: props.incomplete ?? props.current });
	} });
};
var StepsIndicator = withContext(steps_exports.Indicator, "indicator", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsStatus, {
		complete: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, {}),
		incomplete: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsNumber, {})
	}) }
});
withContext(steps_exports.NextTrigger, "nextTrigger", { forwardAsChild: true });
withContext(steps_exports.PrevTrigger, "prevTrigger", { forwardAsChild: true });
steps_exports.Context;
steps_exports.ItemContext;
// src/features/auth/register/RegisterStepsForm.tsx
var STEPS = [
	{
		key: "account",
		fields: [
			"email",
			"password1",
			"password2"
		]
	},
	{
		key: "personal",
		fields: ["first_name", "last_name"]
	},
	{
		key: "confirm",
		fields: []
	}
];
var LAST = STEPS.length - 1;
var stepOf = (fields) => STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));
function Summary({ values }) {
	const { t } = useTranslation();
	const rows = [
		[t("auth.email"), values.email],
		[t("auth.register.firstName"), values.first_name],
		[t("auth.register.lastName"), values.last_name]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			children: t("auth.steps.review")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListRoot, {
			orientation: "horizontal",
			borderWidth: "1px",
			rounded: "md",
			p: "4",
			children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: value })] }, label))
		})]
	});
}
/** The same sign-up in three steps: account → personal → confirm. */
function RegisterStepsForm() {
	const { t } = useTranslation();
	const [step, setStep] = (0, import_react.useState)(0);
	const { form, submit, general, busy } = useSignupForm({ onFieldErrors: (fields) => {
		const index = stepOf(fields);
		if (index >= 0) setStep(index);
	} });
	/** The schema compares the passwords only once every field is valid, so step one does it too. */
	const next = async () => {
		if (!await form.trigger(STEPS[step].fields)) return;
		const { password1, password2 } = form.getValues();
		if (step === 0 && password1 !== password2) {
			form.setError("password2", { message: messages.passwordsMismatch });
			return;
		}
		setStep(step + 1);
	};
	const onSubmit = (event) => {
		if (step < LAST) {
			event.preventDefault();
			next();
			return;
		}
		form.handleSubmit(submit, (errors) => setStep(Math.max(0, stepOf(Object.keys(errors)))))(event);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
		...form,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit,
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
						title: t("auth.register.title"),
						subtitle: t("auth.register.subtitle")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StepsRoot, {
						step,
						count: STEPS.length,
						colorPalette: "primary",
						size: "sm",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsList, { children: STEPS.map(({ key }, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StepsItem, {
								index,
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsIndicator, {}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsTitle, { children: t(`auth.steps.${key}`) }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsSeparator, {})
								]
							}, key)) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsContent, {
								index: 0,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
									gap: "5",
									pt: "2",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordFields, {
										names: ["password1", "password2"],
										labels: [t("auth.password"), t("auth.register.confirmPassword")]
									})]
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsContent, {
								index: 1,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
									pt: "2",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameFields, {})
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepsContent, {
								index: 2,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
									gap: "5",
									pt: "2",
									children: [general && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupError, { message: general }), step === LAST && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Summary, { values: form.getValues() })]
								})
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						justify: "space-between",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							onClick: () => setStep(step - 1),
							disabled: step === 0,
							children: t("auth.steps.back")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							colorPalette: "primary",
							loading: busy,
							children: step < LAST ? t("auth.steps.next") : t("auth.register.submit")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HaveAccount, {})
				]
			})
		})
	});
}
// src/features/auth/TwoStepsForm.tsx
var LENGTH = 6;
var CodeSchema = object({ code: string().regex(/^\d{6}$/) });
/**
* The second step of a two-step sign-in. The server has no two-step verification, so a code can
* be typed and its format checked, but never accepted: the page says so instead of pretending.
*/
function TwoStepsForm() {
	const { t } = useTranslation();
	const [submitted, setSubmitted] = (0, import_react.useState)(false);
	const { control, handleSubmit, formState } = useForm({
		resolver: u(CodeSchema),
		defaultValues: { code: "" }
	});
	const invalid = !!formState.errors.code;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: handleSubmit(() => setSubmitted(true)),
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
					title: t("auth.twoSteps.title"),
					subtitle: t("auth.twoSteps.subtitle", { length: LENGTH })
				}),
				submitted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					status: "warning",
					title: t("auth.twoSteps.notCheckedTitle"),
					children: t("auth.twoSteps.notChecked")
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					status: "info",
					title: t("auth.twoSteps.notEnabledTitle"),
					children: t("auth.twoSteps.notEnabled")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
					invalid,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control,
						name: "code",
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PinInputRoot, {
							dir: "ltr",
							w: "full",
							display: "flex",
							flexDirection: "column",
							alignItems: "center",
							gap: "2",
							otp: true,
							type: "numeric",
							count: LENGTH,
							invalid,
							colorPalette: "primary",
							value: Array.from({ length: LENGTH }, (_, i) => field.value[i] ?? ""),
							onValueChange: (e) => {
								setSubmitted(false);
								field.onChange(e.valueAsString);
							},
							translations: { inputLabel: (index, length) => t("auth.twoSteps.digit", {
								position: index + 1,
								total: length
							}) },
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputLabel, { children: t("auth.twoSteps.codeLabel") }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputHiddenInput, {
									name: field.name,
									onBlur: field.onBlur
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputControl, { children: Array.from({ length: LENGTH }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinInputInput, { index }, index)) })
							]
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: t("auth.twoSteps.codeInvalid", { length: LENGTH }) })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					colorPalette: "primary",
					children: t("auth.twoSteps.submit")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
					to: "/login",
					link: t("auth.backToLogin")
				})
			]
		})
	});
}
// src/features/auth/VerifyEmail.tsx
var Envelope = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
	size: "14",
	bg: "primary.subtle",
	color: "primary.fg",
	"aria-hidden": true,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		viewBox: "0 0 24 24",
		width: "28",
		height: "28",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "3",
			y: "5",
			width: "18",
			height: "14",
			rx: "2"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M3 7l9 6 9-6",
			strokeLinejoin: "round"
		})]
	})
});
/** "Check your inbox": what to do with the email we sent, and the way back. */
function VerifyEmail() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Envelope, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
				title: t("auth.verifyEmail.title"),
				subtitle: t("auth.verifyEmail.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: t("auth.verifyEmail.body") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				textStyle: "sm",
				color: "fg.muted",
				children: t("auth.verifyEmail.notReceived")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				colorPalette: "primary",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/login",
					children: t("auth.backToLogin")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
				to: "/forgot-password",
				link: t("auth.verifyEmail.newLink")
			})
		]
	});
}
// src/features/auth/variants.tsx
var LoginV1 = inCard(LoginPanel);
var LoginV2 = inSplit(LoginPanel);
var RegisterV1 = RegisterPage;
var RegisterV2 = inSplit(RegisterForm);
var RegisterMultiSteps = inCard(RegisterStepsForm);
var ForgotPasswordV1 = ForgotPasswordPage;
var ForgotPasswordV2 = inSplit(ForgotPasswordForm);
var ResetPasswordV1 = ResetPasswordPage;
var ResetPasswordV2 = inSplit(ResetPasswordForm);
var TwoStepsV1 = inCard(TwoStepsForm);
var TwoStepsV2 = inSplit(TwoStepsForm);
var VerifyEmailV1 = inCard(VerifyEmail);
var VerifyEmailV2 = inSplit(VerifyEmail);
export { ForgotPasswordV1, ForgotPasswordV2, LoginV1, LoginV2, RegisterMultiSteps, RegisterV1, RegisterV2, ResetPasswordV1, ResetPasswordV2, TwoStepsV1, TwoStepsV2, VerifyEmailV1, VerifyEmailV2 };

//# sourceMappingURL=variants-Ch9UR601.js.map