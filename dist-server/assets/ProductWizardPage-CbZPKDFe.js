import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { I as PRODUCT_LIST_PATH, V as productViewPath, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { i as CheckboxRoot, n as CheckboxHiddenInput, r as CheckboxLabel, t as CheckboxControl } from "./checkbox-DJi1xEEd.js";
import { a as AlertTitle, i as AlertRoot, n as AlertDescription, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { C as setup, D as and, E as fromPromise, S as assertEvent, T as assign, h as selectUser, i as useSession, k as not, r as useAppAbility, s as useMachine } from "./SessionProvider-Bi_teUN2.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as Check } from "./check-Bkw84dUP.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { m as useNavigate, t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { n as catalogueMessages } from "./messages-RhImmaX2.js";
import { i as LaunchCreateSchema, o as MARKET_SCOPES, r as LAUNCH_TYPES, s as generateLaunchCode, t as LAUNCH_STATUSES } from "./launch-OaGJoAFL.js";
import { n as isApiFailure, r as mayRetry, t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { d as profitMargin, f as skuFromCode, i as ProductDetailsFormSchema, n as PRIORITIES, p as slugify, r as ProductCostFormSchema, u as isRequiredProductField } from "./product-B5-VMoo4.js";
import { n as otherMessages, r as putServerErrors } from "./serverErrors-VdG0gpH0.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { i as Notice, n as PRODUCTS_KEY, t as LAUNCHES_KEY } from "./queryKeys-1qc3rbTB.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { n as ImageGallery, t as uploadProductImage } from "./uploadImage-BsxmFLtC.js";
import { t as useReferenceData } from "./useReferenceData-CEmO22kU.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { c as useForm, d as useWatch, o as useController } from "./index.esm-Ie3RzZj5.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { c as personName, n as idOf, s as parseNumberInput, t as useProductFormat } from "./productText-DHPUdmiI.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { t as CodeField } from "./CodeField-BAsgnAJy.js";
import { n as inTreeOrder } from "./categoryTree-BH0NANfZ.js";
import { c as s } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { t as Sparkles } from "./sparkles-9gvoloMW.js";
import { t as u } from "./zod-B6VY3jP8.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/circle-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "circle-check",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "m16 9-5.5 5.5L8 12",
		key: "xofnsj"
	}]],
	aliases: ["check-circle-2"]
};
__iconData.node;
var CircleCheck = createLucideIcon(__iconData);
// machines/productWizard/requiredFields.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var WIZARD_STEPS = [
	"details",
	"costQuantity",
	"images",
	"launch"
];
/** The step 4 schema: the API's launch rules, for a launch of the product being made. */
var LaunchStepSchema = LaunchCreateSchema.omit({ product: true });
/** The first message per field of a failed parse, in the schema's order of fields. */
function problemsOf(result) {
	const problems = /* @__PURE__ */ new Map();
	for (const issue of result.error?.issues ?? []) {
		const field = String(issue.path[0] ?? "");
		if (!problems.has(field)) problems.set(field, {
			field,
			message: issue.message
		});
	}
	return [...problems.values()];
}
/** Step 1: the details' rules (code, name, status, type, brand, priority, owner and dates required). */
var detailsProblems = (details) => problemsOf(ProductDetailsFormSchema.safeParse(details));
/** Step 2: cost basis and stock quantity required and positive, price and minimum order positive. */
var costProblems = (cost) => problemsOf(ProductCostFormSchema.safeParse(cost));
/** Step 4: the launch's rules (code and name required). */
var launchProblems = (launch) => problemsOf(LaunchStepSchema.safeParse(launch));
var REQUIRED_LAUNCH_FIELDS = [
	"code",
	"name",
	"planned_launch_date"
];
/** Whether the step's form marks the field required (the product's: PRODUCT_FORM_REQUIRED). */
var isRequiredField = (step, field) => step === "launch" ? REQUIRED_LAUNCH_FIELDS.includes(field) : isRequiredProductField(field);
/** What stops a step (the images step has no required field). */
function stepProblems(step, values) {
	switch (step) {
		case "details": return detailsProblems(values.details);
		case "costQuantity": return costProblems(values.cost);
		case "images": return [];
		case "launch": return launchProblems(values.launch);
	}
}
/**
* What stops the user from reaching `step` from the stepper: the problems of the first earlier
* step of the product (details, cost and quantity) that is not complete.
*/
function problemsBefore(step, values) {
	const before = WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).filter((earlier) => earlier === "details" || earlier === "costQuantity");
	for (const earlier of before) {
		const problems = stepProblems(earlier, values);
		if (problems.length > 0) return problems;
	}
	return [];
}
var emptyDetails = () => ({
	code: "",
	name: "",
	description: "",
	status: null,
	product_type: null,
	brand: null,
	categories: [],
	priority: "",
	owner: null,
	start_date: null,
	end_date: null,
	slug: "",
	meta_title: "",
	meta_description: "",
	internal_code: "",
	regulatory_information: ""
});
var emptyCost = () => ({
	cost_basis: null,
	suggested_retail_price: null,
	stock_quantity: null,
	minimum_order_quantity: 1
});
/** A new launch, planned for `today` (YYYY-MM-DD) until the user picks a date. */
var emptyLaunch = (today) => ({
	code: "",
	name: "",
	description: "",
	launch_type: "new_product",
	status: "planning",
	market_scope: "national",
	manager: null,
	planned_launch_date: today,
	target_revenue: null,
	target_units: null
});
// machines/productWizard/productWizardMachine.ts
var notProvided = (name) => () => Promise.reject(/* @__PURE__ */ new Error(`product wizard actor "${name}" is not provided`));
/** What an actor rejected with: an `ApiFailure`, or anything else as a call that got no answer. */
var failureOf = (error) => isApiFailure(error) ? error : {
	status: 0,
	body: null
};
/**
* The fields that stop a step, and the message above them: "Please fill in all required fields
* before proceeding." when each is only missing, else to correct the fields marked.
*/
var problemsShown = (problems) => ({
	error: problems.every((p) => p.message === messages.required) ? catalogueMessages.requiredFields : catalogueMessages.fixFields,
	missingFields: problems,
	failure: null
});
var isoDate = (date) => date.toISOString().slice(0, 10);
function freshContext(now, random) {
	return {
		details: emptyDetails(),
		cost: emptyCost(),
		images: [],
		deletingImageId: null,
		launch: emptyLaunch(isoDate(now())),
		productId: null,
		launchId: null,
		error: null,
		missingFields: [],
		failure: null,
		message: null,
		now,
		random
	};
}
var values = (context) => ({
	details: context.details,
	cost: context.cost,
	launch: context.launch
});
/**
* The stepper's transitions. From steps 1 and 2 a jump forward may be refused (an earlier step
* misses required fields); the images and launch steps are only reached with both filled in,
* and steps 1 and 2 cannot be changed from there, so every jump from them is allowed.
*/
var goToStep = ({ mayRefuse }) => [...WIZARD_STEPS.map((step) => ({
	guard: and([{
		type: "isStepRequested",
		params: { step }
	}, {
		type: "canReach",
		params: { step }
	}]),
	target: `#productWizard.${step}`,
	actions: "clearError",
	description: `To the ${step} step, when every earlier step is filled in.`
})), ...mayRefuse ? [{
	actions: "showProblemsBeforeRequestedStep",
	description: "An earlier step misses required fields: stay and say so."
}] : []];
/**
* The 4-step product creation wizard (spec §2, §4, §5): details → cost and quantity (the product
* is saved here) → images → launch → success. Images and the launch need the saved product.
*/
var productWizardMachine = setup({
	types: {
		context: {},
		events: {},
		input: {},
		output: {},
		/** `busy`: a call is in flight; the step's buttons wait. */
		tags: {}
	},
	actors: {
		/** POST /products/ (productId null) or PATCH /products/{id}/; answers the product. */
		saveProduct: fromPromise(notProvided("saveProduct")),
		/** POST /products/{id}/images/; answers the stored image. */
		uploadImage: fromPromise(notProvided("uploadImage")),
		/** DELETE /products/{id}/images/{imageId}/. */
		deleteImage: fromPromise(notProvided("deleteImage")),
		/** Saves the images' order; answers the images in their new order. */
		reorderImages: fromPromise(notProvided("reorderImages")),
		/** POST /product-launches/ for the product; answers the launch. */
		createLaunch: fromPromise(notProvided("createLaunch"))
	},
	actions: {
		updateDetails: assign({
			details: ({ context, event }) => {
				assertEvent(event, "UPDATE_DETAILS");
				return {
					...context.details,
					...event.values
				};
			},
			error: null,
			missingFields: [],
			failure: null
		}),
		updateCost: assign({
			cost: ({ context, event }) => {
				assertEvent(event, "UPDATE_COST");
				return {
					...context.cost,
					...event.values
				};
			},
			error: null,
			missingFields: [],
			failure: null
		}),
		updateLaunch: assign({
			launch: ({ context, event }) => {
				assertEvent(event, "UPDATE_LAUNCH");
				return {
					...context.launch,
					...event.values
				};
			},
			error: null,
			missingFields: [],
			failure: null
		}),
		generateLaunchCode: assign({ launch: ({ context }) => ({
			...context.launch,
			code: generateLaunchCode(context.now(), context.random)
		}) }),
		clearError: assign({
			error: null,
			missingFields: [],
			failure: null
		}),
		keepServerProblems: assign({
			error: null,
			missingFields: []
		}),
		showMissingDetails: assign(({ context }) => problemsShown(detailsProblems(context.details))),
		showMissingCost: assign(({ context }) => problemsShown(costProblems(context.cost))),
		showMissingLaunch: assign(({ context }) => problemsShown(launchProblems(context.launch))),
		showProblemsBeforeRequestedStep: assign(({ context, event }) => {
			assertEvent(event, "GO_TO_STEP");
			return problemsShown(problemsBefore(event.step, values(context)));
		}),
		showError: assign((_, params) => ({
			error: params.message,
			missingFields: [],
			failure: null
		})),
		/**
		* The spec's message for a failed call, with the failure for its reasons. `retryMessage`, which
		* invites a retry, only when one can help (no answer, a server failure): a refusal would be
		* refused again.
		*/
		showServerError: assign(({ event }, params) => {
			const failure = failureOf(event.error);
			return {
				error: params.retryMessage && mayRetry(failure.status) ? params.retryMessage : params.message,
				missingFields: [],
				failure
			};
		}),
		reset: assign(({ context }) => freshContext(context.now, context.random))
	},
	guards: {
		detailsComplete: ({ context }) => detailsProblems(context.details).length === 0,
		costComplete: ({ context }) => costProblems(context.cost).length === 0,
		launchComplete: ({ context }) => launchProblems(context.launch).length === 0,
		productSaved: ({ context }) => context.productId !== null,
		hasImage: ({ context, event }) => event.type === "DELETE_IMAGE" && context.images.some((image) => image.id === event.imageId),
		isStepRequested: ({ event }, params) => event.type === "GO_TO_STEP" && event.step === params.step,
		canReach: ({ context }, params) => problemsBefore(params.step, values(context)).length === 0
	}
}).createMachine({
	id: "productWizard",
	description: "Create a product in 4 steps: details, cost and quantity (saved here), images, launch; then success.",
	context: ({ input }) => freshContext(input?.now ?? (() => /* @__PURE__ */ new Date()), input?.random ?? Math.random),
	initial: "details",
	states: {
		details: {
			description: "Step 1, product details. Required: code, name, status, product type, brand, priority.",
			on: {
				UPDATE_DETAILS: { actions: "updateDetails" },
				NEXT: [{
					guard: "detailsComplete",
					target: "costQuantity",
					actions: "clearError"
				}, {
					actions: "showMissingDetails",
					description: "Stay: \"Please fill in all required fields before proceeding.\""
				}],
				GO_TO_STEP: goToStep({ mayRefuse: true })
			}
		},
		costQuantity: {
			description: "Step 2, cost and quantity. Required and positive: cost basis, stock quantity; price positive if given. NEXT saves the product.",
			on: {
				UPDATE_COST: { actions: "updateCost" },
				NEXT: [{
					guard: "costComplete",
					target: "saving",
					actions: "clearError"
				}, {
					actions: "showMissingCost",
					description: "Stay: \"Please fill in all required fields before proceeding.\""
				}],
				BACK: {
					target: "details",
					actions: "keepServerProblems",
					description: "Back to step 1, its fields still marked with the server’s reasons (a code in use)."
				},
				GO_TO_STEP: goToStep({ mayRefuse: true })
			}
		},
		saving: {
			tags: ["busy"],
			description: "Step 2: the product is created, or updated when it was saved before.",
			invoke: {
				id: "saveProduct",
				src: "saveProduct",
				input: ({ context }) => ({
					productId: context.productId,
					product: {
						...context.details,
						...context.cost
					}
				}),
				onDone: {
					target: "images",
					actions: assign({ productId: ({ event }) => event.output.id })
				},
				onError: {
					target: "costQuantity",
					actions: {
						type: "showServerError",
						params: { message: catalogueMessages.saveProduct }
					},
					description: "Stay on step 2: \"Failed to save product.\""
				}
			}
		},
		images: {
			description: "Step 3, images (optional): upload, delete and reorder once the product is saved.",
			initial: "idle",
			states: {
				idle: { on: {
					UPLOAD: [{
						guard: "productSaved",
						target: "uploading",
						actions: "clearError"
					}, {
						actions: {
							type: "showError",
							params: { message: catalogueMessages.saveBeforeImages }
						},
						description: "\"Please save the product in step 2 before uploading images.\""
					}],
					DELETE_IMAGE: {
						guard: and(["productSaved", "hasImage"]),
						target: "deleting",
						actions: ["clearError", assign({ deletingImageId: ({ event }) => {
							assertEvent(event, "DELETE_IMAGE");
							return event.imageId;
						} })]
					},
					REORDER_IMAGES: {
						guard: "productSaved",
						target: "reordering",
						actions: "clearError"
					},
					NEXT: {
						target: "#productWizard.launch",
						actions: "clearError"
					},
					SKIP: {
						target: "#productWizard.launch",
						actions: "clearError",
						description: "No images."
					},
					BACK: {
						target: "#productWizard.costQuantity",
						actions: "clearError"
					},
					GO_TO_STEP: goToStep({ mayRefuse: false })
				} },
				uploading: {
					tags: ["busy"],
					invoke: {
						id: "uploadImage",
						src: "uploadImage",
						input: ({ context, event }) => {
							assertEvent(event, "UPLOAD");
							return {
								productId: context.productId,
								file: event.file
							};
						},
						onDone: {
							target: "idle",
							actions: assign({ images: ({ context, event }) => [...context.images, event.output] })
						},
						onError: {
							target: "idle",
							actions: {
								type: "showServerError",
								params: { message: catalogueMessages.uploadImage }
							},
							description: "\"Failed to upload image.\", with the server’s reason (its type or size)."
						}
					}
				},
				deleting: {
					tags: ["busy"],
					invoke: {
						id: "deleteImage",
						src: "deleteImage",
						input: ({ context }) => ({
							productId: context.productId,
							imageId: context.deletingImageId
						}),
						onDone: {
							target: "idle",
							actions: assign({
								images: ({ context }) => context.images.filter((image) => image.id !== context.deletingImageId),
								deletingImageId: null
							})
						},
						onError: {
							target: "idle",
							actions: [assign({ deletingImageId: null }), {
								type: "showError",
								params: { message: catalogueMessages.deleteImage }
							}]
						}
					}
				},
				reordering: {
					tags: ["busy"],
					invoke: {
						id: "reorderImages",
						src: "reorderImages",
						input: ({ context, event }) => {
							assertEvent(event, "REORDER_IMAGES");
							return {
								productId: context.productId,
								imageIds: event.imageIds
							};
						},
						onDone: {
							target: "idle",
							actions: assign({ images: ({ event }) => event.output })
						},
						onError: {
							target: "idle",
							actions: {
								type: "showError",
								params: { message: catalogueMessages.reorderImages }
							}
						}
					}
				}
			}
		},
		launch: {
			description: "Step 4, the launch. Required: launch code and launch name. Needs the saved product.",
			initial: "editing",
			states: {
				editing: { on: {
					UPDATE_LAUNCH: { actions: "updateLaunch" },
					GENERATE_LAUNCH_CODE: { actions: "generateLaunchCode" },
					CREATE_LAUNCH: [
						{
							guard: not("launchComplete"),
							actions: "showMissingLaunch",
							description: "\"Please fill in all required fields before proceeding.\""
						},
						{
							guard: not("productSaved"),
							actions: {
								type: "showError",
								params: { message: catalogueMessages.saveBeforeLaunch }
							},
							description: "\"Please save the product in step 2 before creating a launch.\""
						},
						{
							target: "creating",
							actions: "clearError"
						}
					],
					SKIP: [{
						guard: "productSaved",
						target: "#productWizard.success",
						actions: assign({
							message: catalogueMessages.productCreated,
							error: null,
							missingFields: []
						}),
						description: "Finish without a launch."
					}, { actions: {
						type: "showError",
						params: { message: catalogueMessages.saveBeforeFinish }
					} }],
					BACK: {
						target: "#productWizard.images",
						actions: "clearError"
					},
					GO_TO_STEP: goToStep({ mayRefuse: false })
				} },
				creating: {
					tags: ["busy"],
					invoke: {
						id: "createLaunch",
						src: "createLaunch",
						input: ({ context }) => ({
							productId: context.productId,
							launch: context.launch
						}),
						onDone: {
							target: "#productWizard.success",
							actions: assign({
								launchId: ({ event }) => event.output.id,
								message: catalogueMessages.productAndLaunchCreated
							})
						},
						onError: {
							target: "editing",
							actions: {
								type: "showServerError",
								params: {
									message: catalogueMessages.createLaunchRefused,
									retryMessage: catalogueMessages.createLaunch
								}
							},
							description: "\"Failed to create product launch.\", with the server’s reason; \"Please try again.\" only when that can help."
						}
					}
				}
			}
		},
		success: {
			description: "The product (and its launch) are created: add another, or go to the product list.",
			on: {
				ADD_ANOTHER: {
					target: "details",
					actions: "reset",
					description: "A fresh wizard."
				},
				GO_TO_LIST: "done"
			}
		},
		done: {
			type: "final",
			description: "The UI navigates to the product list."
		}
	},
	output: ({ context }) => ({
		productId: context.productId,
		launchId: context.launchId
	})
});
// machines/productWizard/selectors.ts
/** The step the stepper highlights (saving is still step 2), or the success screen. */
function selectStep(snapshot) {
	if (snapshot.matches("details")) return "details";
	if (snapshot.matches("costQuantity") || snapshot.matches("saving")) return "costQuantity";
	if (snapshot.matches("images")) return "images";
	if (snapshot.matches("launch")) return "launch";
	return "success";
}
/** 0 to 3 for the steps, 4 for the success screen. */
var selectStepIndex = (snapshot) => {
	const step = selectStep(snapshot);
	return step === "success" ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(step);
};
/** A call is in flight (saving, uploading, deleting, reordering, creating the launch). */
var selectIsBusy = (snapshot) => snapshot.hasTag("busy");
var selectError = (snapshot) => snapshot.context.error;
var selectMissingFields = (snapshot) => snapshot.context.missingFields;
// src/features/catalogue/products/wizardActors.ts
/** The body of POST / PATCH /products/ from the wizard's steps 1 and 2 (a slug from the name when none is typed). */
function productBody({ product }) {
	return {
		...product,
		status: product.status,
		product_type: product.product_type,
		brand: product.brand,
		priority: product.priority,
		cost_basis: product.cost_basis,
		stock_quantity: product.stock_quantity,
		minimum_order_quantity: product.minimum_order_quantity ?? 1,
		start_date: product.start_date || null,
		end_date: product.end_date || null,
		slug: product.slug.trim() || slugify(product.name)
	};
}
/** The body of POST /product-launches/ for the saved product. */
var launchBody = (productId, launch) => ({
	product: productId,
	...launch,
	actual_launch_date: null,
	team: []
});
/** How a call was answered when it failed: its status and the API's body, for the machine to read. */
var failed = (response, body) => ({
	status: response.status,
	body
});
/**
* The wizard machine with its actors doing the real API calls; each rejects with the failure
* (`ApiFailure`), or with the fetch error when no answer came.
*/
function wizardWithApi(client) {
	return productWizardMachine.provide({ actors: {
		saveProduct: fromPromise(async ({ input }) => {
			const body = productBody(input);
			const { data, error, response } = input.productId === null ? await client.POST("/api/products/", { body }) : await client.PATCH("/api/products/{id}/", {
				params: { path: { id: input.productId } },
				body
			});
			if (!data) throw failed(response, error);
			return data;
		}),
		uploadImage: fromPromise(({ input }) => uploadProductImage(client, input.productId, input.file)),
		deleteImage: fromPromise(async ({ input }) => {
			const { response, error } = await client.DELETE("/api/products/{id}/images/{imageId}/", { params: { path: {
				id: input.productId,
				imageId: input.imageId
			} } });
			if (!response.ok) throw failed(response, error);
		}),
		reorderImages: fromPromise(async ({ input }) => {
			const { data, error, response } = await client.PUT("/api/products/{id}/images/order/", {
				params: { path: { id: input.productId } },
				body: { order: input.imageIds }
			});
			if (!data) throw failed(response, error);
			return data.images;
		}),
		createLaunch: fromPromise(async ({ input }) => {
			const { data, error, response } = await client.POST("/api/product-launches/", { body: launchBody(input.productId, input.launch) });
			if (!data) throw failed(response, error);
			return data;
		})
	} });
}
// src/features/catalogue/products/wizard/StepFields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Registration helpers of a step's fields: choices are ids (or null), numbers as typed (NaN when not one). */
var asId = (value) => typeof value === "string" ? idOf(value) : value;
var asNumber = (value) => typeof value === "string" ? parseNumberInput(value) : value;
var asDate = (value) => value === "" ? null : value;
/**
* A field of a wizard step: its label, the required mark the step's schema calls for, and its
* message (the schema's, or the server's) in the reader's language.
*/
function useStepField(step, form) {
	const text = useCatalogueMessage();
	const { errors } = form.formState;
	return (name, label, input, helper) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
		label,
		required: isRequiredField(step, name),
		error: text(errors[name]?.message),
		helper,
		children: input
	});
}
/** A native select of a step, registered with its form; `placeholder` adds an empty first choice. */
function ChoiceSelect({ registration, options, placeholder }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
		...registration,
		children: [placeholder !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: o.value,
			children: o.label
		}, o.value))]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] });
}
// src/features/catalogue/products/wizard/CostStep.tsx
/** Step 2: cost and quantity (the product is saved on NEXT). */
function CostStep({ form, code }) {
	const { t } = useTranslation();
	const format = useProductFormat();
	const field = useStepField("costQuantity", form);
	const [cost, price] = useWatch({
		control: form.control,
		name: ["cost_basis", "suggested_retail_price"]
	});
	const margin = cost !== null && !Number.isNaN(cost) && price ? profitMargin(cost, price) : null;
	const number = (name, label, decimal) => field(name, label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		...form.register(name, { setValueAs: asNumber }),
		inputMode: decimal ? "decimal" : "numeric",
		dir: "ltr"
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.wizard.steps.costQuantity"),
				subtitle: t("products.wizard.costHint")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: "4",
				children: [
					number("cost_basis", t("products.fields.costBasis"), true),
					number("suggested_retail_price", t("products.fields.price"), true),
					number("stock_quantity", t("products.fields.stock"), false),
					number("minimum_order_quantity", t("products.fields.minimumOrder"), false)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "8",
				wrap: "wrap",
				borderWidth: "1px",
				rounded: "lg",
				p: "4",
				bg: "bg.subtle",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						color: "fg.muted",
						children: t("products.fields.sku")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontFamily: "mono",
						dir: "ltr",
						children: skuFromCode(code)
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						color: "fg.muted",
						children: t("products.fields.margin")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						"data-testid": "wizard-margin",
						children: format.percent(margin)
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: t("products.wizard.savedOnNext")
			})
		]
	});
}
// src/features/catalogue/products/productChoices.ts
/**
* The brands a product may be given: among those the user reads (the choices' scope), the ones
* the role rules let them `action` a product of, in their organisation (a brand manager: their
* own brand). The server applies the same rules; offering the others would only end in a 403.
*/
function brandsFor(brands, ability, action, product) {
	if (!ability) return [];
	return brands.filter((brand) => ability.can(action, s("Product", {
		...product,
		brand: brand.id
	})));
}
/** `brandsFor` a new product of the signed-in user's organisation. */
function useBrandsForNewProduct(brands) {
	const ability = useAppAbility();
	const organization = useSession(selectUser)?.id_organization;
	return (0, import_react.useMemo)(() => organization === void 0 ? [] : brandsFor(brands, ability, "create", { id_organization: organization }), [
		brands,
		ability,
		organization
	]);
}
// src/features/catalogue/products/wizard/DetailsStep.tsx
var byId = (rows) => rows.map((r) => ({
	value: String(r.id),
	label: r.name
}));
/** Step 1: product details. */
function DetailsStep({ form, reference }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const format = useProductFormat();
	const field = useStepField("details", form);
	const brands = useBrandsForNewProduct(reference.brands);
	const { register } = form;
	const [code, name] = useWatch({
		control: form.control,
		name: ["code", "name"]
	});
	const choose = t("products.wizard.choose");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.wizard.steps.details"),
				subtitle: t("products.wizard.detailsHint")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
						form,
						name: "code",
						label: t("products.fields.code"),
						error: text(form.formState.errors.code?.message),
						helper: code ? t("products.wizard.skuPreview", { sku: skuFromCode(code) }) : t("products.wizard.codeHint"),
						sanitizedNotice: t("catalogue.codeSanitized.product")
					}),
					field("name", t("products.fields.name"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...register("name"),
						autoComplete: "off"
					})),
					field("status", t("products.fields.status"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("status", { setValueAs: asId }),
						options: byId(reference.statuses),
						placeholder: choose
					})),
					field("product_type", t("products.fields.productType"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("product_type", { setValueAs: asId }),
						options: byId(reference.types),
						placeholder: choose
					})),
					field("brand", t("products.fields.brand"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("brand", { setValueAs: asId }),
						options: byId(brands),
						placeholder: choose
					}), brands.length < reference.brands.length ? t("products.wizard.brandsYouManage") : void 0),
					field("priority", t("products.fields.priority"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("priority"),
						options: PRIORITIES.map((p) => ({
							value: p,
							label: format.priority(p)
						})),
						placeholder: choose
					})),
					field("owner", t("products.fields.owner"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("owner", { setValueAs: asId }),
						options: reference.owners.map((u) => ({
							value: String(u.id),
							label: personName(u)
						})),
						placeholder: choose
					})),
					field("slug", t("products.fields.slug"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...register("slug"),
						dir: "ltr",
						placeholder: slugify(name),
						autoComplete: "off"
					}), t("products.wizard.slugHint")),
					field("start_date", t("products.fields.startDate"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "date",
						...register("start_date", { setValueAs: asDate })
					})),
					field("end_date", t("products.fields.endDate"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "date",
						...register("end_date", { setValueAs: asDate })
					}))
				]
			}),
			reference.categories.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryChoice, {
				form,
				categories: reference.categories
			}),
			field("description", t("products.fields.description"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...register("description"),
				rows: 3
			})),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: "4",
				children: [field("meta_title", t("products.fields.metaTitle"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...register("meta_title"),
					autoComplete: "off"
				}), t("catalogue.messages.metaTitleHint")), field("internal_code", t("products.fields.internalCode"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...register("internal_code"),
					dir: "ltr",
					autoComplete: "off"
				}))]
			}),
			field("meta_description", t("products.fields.metaDescription"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...register("meta_description"),
				rows: 2
			}), t("catalogue.messages.metaDescriptionHint")),
			field("regulatory_information", t("products.fields.regulatory"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...register("regulatory_information"),
				rows: 2
			}))
		]
	});
}
/** The categories as their tree: each under its parent, indented by its depth. */
function CategoryChoice({ form, categories }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const { field, fieldState } = useController({
		control: form.control,
		name: "categories"
	});
	const chosen = field.value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		as: "fieldset",
		"data-testid": "category-tree",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "legend",
				fontSize: "sm",
				fontWeight: "medium",
				mb: "2",
				children: t("products.fields.categories")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "1.5",
				role: "list",
				children: inTreeOrder(categories).map(({ category, level }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					role: "listitem",
					ps: `${level * 1.5}rem`,
					"data-level": level,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxRoot, {
						size: "sm",
						colorPalette: "primary",
						checked: chosen.includes(category.id),
						onCheckedChange: (e) => field.onChange(e.checked ? [...chosen, category.id] : chosen.filter((id) => id !== category.id)),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxHiddenInput, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxControl, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxLabel, { children: category.name })
						]
					})
				}, category.id))
			}),
			fieldState.error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.error",
				fontSize: "sm",
				mt: "1",
				children: text(fieldState.error.message)
			})
		]
	});
}
// src/features/catalogue/products/wizard/LaunchStep.tsx
/** Step 4: the launch. */
function LaunchStep({ form, reference, onGenerate }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const field = useStepField("launch", form);
	const { register } = form;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.wizard.steps.launch"),
				subtitle: t("products.wizard.launchHint")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
						form,
						name: "code",
						label: t("products.launchFields.code"),
						error: text(form.formState.errors.code?.message),
						sanitizedNotice: t("catalogue.codeSanitized.launch"),
						addon: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							variant: "outline",
							onClick: onGenerate,
							flexShrink: 0,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, { "aria-hidden": true }), t("products.wizard.generate")]
						})
					}),
					field("name", t("products.launchFields.name"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...register("name"),
						autoComplete: "off"
					})),
					field("launch_type", t("products.launchFields.type"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("launch_type"),
						options: LAUNCH_TYPES.map((v) => ({
							value: v,
							label: t(`products.launchType.${v}`)
						}))
					})),
					field("status", t("products.launchFields.status"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("status"),
						options: LAUNCH_STATUSES.map((v) => ({
							value: v,
							label: t(`products.launchStatus.${v}`)
						}))
					})),
					field("market_scope", t("products.launchFields.marketScope"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("market_scope"),
						options: MARKET_SCOPES.map((v) => ({
							value: v,
							label: t(`products.marketScope.${v}`)
						}))
					})),
					field("manager", t("products.launchFields.manager"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, {
						registration: register("manager", { setValueAs: asId }),
						options: reference.owners.map((u) => ({
							value: String(u.id),
							label: personName(u)
						})),
						placeholder: t("products.wizard.noManager")
					})),
					field("planned_launch_date", t("products.launchFields.plannedDate"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "date",
						...register("planned_launch_date")
					})),
					field("target_revenue", t("products.launchFields.targetRevenue"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...register("target_revenue", { setValueAs: asNumber }),
						inputMode: "decimal",
						dir: "ltr"
					})),
					field("target_units", t("products.launchFields.targetUnits"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...register("target_units", { setValueAs: asNumber }),
						inputMode: "numeric",
						dir: "ltr"
					}))
				]
			}),
			field("description", t("products.launchFields.description"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...register("description"),
				rows: 3
			}))
		]
	});
}
// src/features/catalogue/products/wizard/useStepForm.ts
var same = (a, b) => Object.is(a, b) || Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b);
/**
* A wizard step's form: react-hook-form validating with the step's schema (the API's rules) when
* a field is left and on Next, and the machine kept in step with it both ways: what is typed goes
* to the machine (`onChange`, only when it differs), and what the machine changes itself (a
* generated launch code, a fresh wizard) comes back into the fields.
*/
function useStepForm(schema, values, onChange) {
	const form = useForm({
		resolver: u(schema),
		defaultValues: values,
		mode: "onTouched"
	});
	const machine = (0, import_react.useRef)({
		values,
		onChange
	});
	(0, import_react.useEffect)(() => {
		machine.current = {
			values,
			onChange
		};
	});
	(0, import_react.useEffect)(() => {
		return form.subscribe({
			formState: { values: true },
			callback: ({ values: typed }) => {
				const { values: held, onChange: send } = machine.current;
				if (Object.keys(held).some((key) => !same(typed[key], held[key]))) send({
					...held,
					...typed
				});
			}
		});
	}, [form]);
	(0, import_react.useEffect)(() => {
		for (const [key, value] of Object.entries(values)) {
			const name = key;
			if (!same(form.getValues(name), value)) form.setValue(name, value);
		}
	}, [form, values]);
	return form;
}
// src/features/catalogue/products/ProductWizardPage.tsx
/** Each form step's fields: the server's messages about them go on them, the rest above. */
var STEP_FIELDS = {
	details: Object.keys(emptyDetails()),
	costQuantity: Object.keys(emptyCost()),
	launch: Object.keys(emptyLaunch(""))
};
var NO_FIELDS = [];
var isFormStep = (step) => step in STEP_FIELDS;
/** The label keys (under `products.fields.`) of step 1 and 2's fields, to name them in the alert. */
var FIELD_LABELS = {
	code: "code",
	name: "name",
	status: "status",
	product_type: "productType",
	brand: "brand",
	categories: "categories",
	priority: "priority",
	owner: "owner",
	start_date: "startDate",
	end_date: "endDate",
	slug: "slug",
	meta_title: "metaTitle",
	meta_description: "metaDescription",
	internal_code: "internalCode",
	regulatory_information: "regulatory",
	description: "description",
	cost_basis: "costBasis",
	suggested_retail_price: "price",
	stock_quantity: "stock",
	minimum_order_quantity: "minimumOrder"
};
/** The machine's refusals (a step's schema) on the current step's fields. */
function useProblemsOnFields(form, problems, active) {
	(0, import_react.useEffect)(() => {
		if (!active) return;
		for (const problem of problems) form.setError(problem.field, {
			type: "validate",
			message: problem.message
		});
	}, [
		form,
		problems,
		active
	]);
}
/** /product/add (create on Product): the 4-step wizard, driven by machines/productWizard. */
function ProductWizardPage() {
	const { t } = useTranslation();
	const reference = useReferenceData();
	let body;
	if (reference.data) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wizard, { reference: reference.data });
	else if (reference.isError) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		status: "error",
		text: t("catalogue.messages.loadReferenceData"),
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: "outline",
			onClick: () => void reference.retry(),
			loading: reference.isFetching,
			children: t("products.actions.retry")
		})
	});
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("products.loading")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "5xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: PRODUCT_LIST_PATH,
				label: t("products.view.back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: t("products.wizard.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("products.wizard.subtitle")
				})]
			}),
			body
		]
	});
}
function Wizard({ reference }) {
	const { t } = useTranslation();
	const client = useApiClient();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const text = useCatalogueMessage();
	const logic = (0, import_react.useMemo)(() => wizardWithApi(client), [client]);
	const [snapshot, send, actor] = useMachine(logic, { input: {} });
	const step = selectStep(snapshot);
	const stepIndex = selectStepIndex(snapshot);
	const busy = selectIsBusy(snapshot);
	const error = selectError(snapshot);
	const problems = selectMissingFields(snapshot);
	const { context } = snapshot;
	const forms = {
		details: useStepForm(ProductDetailsFormSchema, context.details, (values) => send({
			type: "UPDATE_DETAILS",
			values
		})),
		costQuantity: useStepForm(ProductCostFormSchema, context.cost, (values) => send({
			type: "UPDATE_COST",
			values
		})),
		launch: useStepForm(LaunchStepSchema, context.launch, (values) => send({
			type: "UPDATE_LAUNCH",
			values
		}))
	};
	const form = isFormStep(step) ? forms[step] : null;
	useProblemsOnFields(forms.details, problems, step === "details");
	useProblemsOnFields(forms.costQuantity, problems, step === "costQuantity");
	useProblemsOnFields(forms.launch, problems, step === "launch");
	const failure = context.failure;
	const stepFields = isFormStep(step) ? STEP_FIELDS[step] : NO_FIELDS;
	(0, import_react.useEffect)(() => {
		if (failure && form) putServerErrors(failure, form.setError, stepFields);
	}, [
		failure,
		form,
		stepFields
	]);
	const reasons = failure ? otherMessages(submitFailure(failure, stepFields), text, (field) => field in FIELD_LABELS ? t(`products.fields.${FIELD_LABELS[field]}`) : field === "file" ? "" : void 0) : [];
	const launchAllowed = reference.statuses.find((s) => s.id === context.details.status)?.allows_launch !== false;
	const saved = context.productId !== null;
	(0, import_react.useEffect)(() => {
		if (saved) queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
	}, [
		saved,
		step,
		queryClient
	]);
	(0, import_react.useEffect)(() => {
		if (step === "success") queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY });
	}, [step, queryClient]);
	(0, import_react.useEffect)(() => {
		if (snapshot.status === "done") navigate(PRODUCT_LIST_PATH);
	}, [snapshot.status, navigate]);
	if (step === "success") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		align: "center",
		textAlign: "center",
		borderWidth: "1px",
		rounded: "lg",
		p: {
			base: "6",
			md: "10"
		},
		bg: "bg",
		"data-testid": "wizard-success",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				color: "green.fg",
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, { size: 48 })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h2",
				size: "xl",
				role: "status",
				children: text(context.message)
			}),
			context.productId !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				asChild: true,
				color: "primary.fg",
				focusRing: "outside",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					to: productViewPath(context.productId),
					children: t("products.wizard.viewProduct")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				wrap: "wrap",
				justify: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: () => {
						send({ type: "ADD_ANOTHER" });
						const fresh = actor.getSnapshot().context;
						forms.details.reset(fresh.details);
						forms.costQuantity.reset(fresh.cost);
						forms.launch.reset(fresh.launch);
					},
					children: t("products.wizard.addAnother")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					colorPalette: "primary",
					onClick: () => send({ type: "GO_TO_LIST" }),
					children: t("products.wizard.goToList")
				})]
			})
		]
	});
	const canSkip = snapshot.can({ type: "SKIP" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stepper, {
				current: stepIndex,
				disabled: busy,
				onSelect: (index) => send({
					type: "GO_TO_STEP",
					step: WIZARD_STEPS[index]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				borderWidth: "1px",
				rounded: "lg",
				p: {
					base: "4",
					md: "6"
				},
				bg: "bg",
				"data-testid": `wizard-step-${step}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "5",
					children: [
						error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
							status: "error",
							role: "alert",
							"data-testid": "wizard-error",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
								"data-testid": "wizard-error-title",
								children: text(error)
							}), reasons.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: reason }) }, reason))] })]
						}),
						step === "details" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsStep, {
							form: forms.details,
							reference
						}),
						step === "costQuantity" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CostStep, {
							form: forms.costQuantity,
							code: context.details.code
						}),
						step === "images" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "5",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
									as: "h2",
									size: "lg",
									children: t("products.wizard.steps.images")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									color: "fg.muted",
									fontSize: "sm",
									children: t("products.wizard.imagesHint")
								})]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageGallery, {
								images: context.images,
								canEdit: true,
								busy: snapshot.matches({ images: "uploading" }) ? "uploading" : snapshot.matches({ images: "deleting" }) ? "deleting" : snapshot.matches({ images: "reordering" }) ? "reordering" : null,
								deletingId: context.deletingImageId,
								productName: context.details.name,
								onUpload: (file) => send({
									type: "UPLOAD",
									file
								}),
								onDelete: (imageId) => send({
									type: "DELETE_IMAGE",
									imageId
								}),
								onReorder: (imageIds) => send({
									type: "REORDER_IMAGES",
									imageIds
								})
							})]
						}),
						step === "launch" && (launchAllowed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchStep, {
							form: forms.launch,
							reference,
							onGenerate: () => send({ type: "GENERATE_LAUNCH_CODE" })
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
							status: "info",
							text: t("products.wizard.launchNotAllowed", { reason: text(catalogueMessages.launchNotAllowed) })
						}))
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "3",
				wrap: "wrap",
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: () => send({ type: "BACK" }),
					disabled: busy || step === "details",
					children: t("products.wizard.back")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "3",
					children: [canSkip && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "ghost",
						onClick: () => send({ type: "SKIP" }),
						disabled: busy,
						children: t(step === "launch" ? "products.wizard.skipLaunch" : "products.wizard.skip")
					}), step === "launch" ? launchAllowed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						colorPalette: "primary",
						onClick: () => void forms.launch.trigger().then(() => send({ type: "CREATE_LAUNCH" })),
						loading: busy,
						children: t("products.wizard.createLaunch")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						colorPalette: "primary",
						onClick: () => void (form ? form.trigger() : Promise.resolve()).then(() => send({ type: "NEXT" })),
						loading: busy,
						"data-testid": "wizard-next",
						children: t(step === "costQuantity" ? "products.wizard.saveAndNext" : "products.wizard.next")
					})]
				})]
			})
		]
	});
}
/**
* The step indicator: one button per step (the machine decides whether a jump is allowed, and
* says why not), the current one marked with `aria-current="step"`.
*/
function Stepper({ current, disabled, onSelect }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.nav, {
		"aria-label": t("products.wizard.stepsLabel"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ol, {
			display: "flex",
			gap: "2",
			listStyleType: "none",
			flexWrap: "wrap",
			children: WIZARD_STEPS.map((key, index) => {
				const done = index < current;
				const active = index === current;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.li, {
					display: "flex",
					alignItems: "center",
					gap: "2",
					flex: "1",
					minW: "10rem",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.button, {
						type: "button",
						display: "flex",
						alignItems: "center",
						gap: "2",
						rounded: "md",
						px: "1",
						py: "1",
						focusVisibleRing: "outside",
						disabled,
						"aria-current": active ? "step" : void 0,
						onClick: () => onSelect(index),
						cursor: disabled ? "not-allowed" : "pointer",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
							display: "inline-flex",
							alignItems: "center",
							justifyContent: "center",
							boxSize: "8",
							rounded: "full",
							fontWeight: "semibold",
							fontSize: "sm",
							borderWidth: "2px",
							borderColor: done || active ? "primary.solid" : "border.emphasized",
							bg: done ? "primary.solid" : "transparent",
							color: done ? "primary.contrast" : active ? "primary.fg" : "fg.muted",
							"aria-hidden": true,
							children: done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { size: 16 }) : index + 1
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
							fontSize: "sm",
							fontWeight: active ? "semibold" : "medium",
							color: active ? "fg" : "fg.muted",
							children: t(`products.wizard.steps.${key}`)
						})]
					}), index < WIZARD_STEPS.length - 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						flex: "1",
						height: "2px",
						bg: done ? "primary.solid" : "border",
						"aria-hidden": true
					})]
				}, key);
			})
		})
	});
}
export { ProductWizardPage };

//# sourceMappingURL=ProductWizardPage-CbZPKDFe.js.map