var pages_default = {
	backHome: "Back to home",
	comingSoon: {
		"title": "Coming soon",
		"body": "We are still building this page. Come back in a little while to see what is new."
	},
	maintenance: {
		"title": "Under maintenance",
		"body": "We are improving the service and will be back shortly. Thank you for your patience."
	},
	pricing: {
		"title": "Pricing",
		"subtitle": "Simple plans that grow with your organisation. Every plan includes all four languages.",
		"perUser": "per user / month",
		"popular": "Most popular",
		"cta": "Get started",
		"note": "Prices exclude VAT. You can change plan at any time.",
		"plans": {
			"starter": {
				"name": "Starter",
				"description": "For a small team getting organised.",
				"features": {
					"users": "Up to 5 users",
					"organisation": "One organisation",
					"languages": "English, French, Arabic and Chinese",
					"support": "Community support"
				}
			},
			"business": {
				"name": "Business",
				"description": "For companies with several sites and teams.",
				"features": {
					"users": "Up to 100 users",
					"structure": "Companies, establishments and teams",
					"roles": "Custom roles and permissions",
					"support": "Email support"
				}
			},
			"enterprise": {
				"name": "Enterprise",
				"description": "For groups with many organisations.",
				"features": {
					"users": "Unlimited users",
					"organisations": "Several organisations",
					"security": "Audit logs and security policies",
					"support": "Priority support and onboarding"
				}
			}
		}
	},
	faq: {
		"title": "Frequently asked questions",
		"subtitle": "Signing in, passwords and languages.",
		"items": {
			"signIn": {
				"question": "How do I sign in?",
				"answer": "Open the sign-in page and enter the work email address and password of your account. After signing in you land on your dashboard, or on the page you were trying to open."
			},
			"account": {
				"question": "How do I get an account?",
				"answer": "Accounts are usually created by an administrator of your organisation, so ask them. Some servers also allow sign-up from the \"Create an account\" link on the sign-in page."
			},
			"forgot": {
				"question": "I forgot my password. What should I do?",
				"answer": "Choose \"Forgot password?\" on the sign-in page and enter your email address. If it belongs to an account, you will receive an email with a link to choose a new password."
			},
			"expired": {
				"question": "My password reset link does not work.",
				"answer": "A reset link can be used only once and expires after one hour. Ask for a new one from the \"Forgot password?\" page and use the most recent email."
			},
			"password": {
				"question": "What makes a valid password?",
				"answer": "A password needs at least 8 characters. A longer phrase that you do not use anywhere else is both safer and easier to remember."
			},
			"signedOut": {
				"question": "Why was I signed out?",
				"answer": "For your security, you are signed out after 30 minutes without activity, and when your password is changed. Sign in again to continue."
			},
			"language": {
				"question": "How do I change the language?",
				"answer": "Use the language menu at the top of every page. The application is available in English, French, Arabic and Chinese; Arabic is shown right to left."
			}
		}
	}
};
export { pages_default as default };

//# sourceMappingURL=pages-CDo6oxo3.js.map