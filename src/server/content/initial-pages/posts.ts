/**
 * The five blog articles, oldest first. Each id is also the article's path (/blog1 ... /blog5);
 * the listing excerpt is cut from the first characters of `intro`. Every entry is parsed with
 * `postSchema` when the module loads, so a malformed article fails the build.
 */
import { postSchema, type InitialPost } from "@/content/blog/types";

const input: InitialPost[] = [
  {
    id: "blog1",
    title: "The Role of App Reviews and Ratings in Your Marketing Strategy",
    published: "2025-02-11",
    author: { name: "Priya Raman", role: "Head of Mobile Product Strategy" },
    image: "blog-cover-1",
    intro: [
      "A store listing gets a few seconds of attention, and the star rating under your icon does most of the persuading in that window. Ratings and written reviews decide whether a browser becomes an installer, feed the signals stores use for search and featuring, and give your team an unfiltered record of what people actually experience. Treating them as a marketing channel rather than a support chore changes how you build and release.",
      "In our mobile engagements we see the same pattern again and again: a team invests in paid acquisition and polished screenshots, then leaves ratings to chance. The listing ends up with an average set by its most frustrated users, because satisfied people rarely volunteer feedback unprompted. What follows is how we help clients earn ratings that reflect the real experience, answer reviews in public and feed what they learn back into the roadmap.",
    ],
    sections: [
      {
        heading: "Why ratings work as proof and as a ranking signal",
        paragraphs: [
          "Installing an app is a small commitment, but it still costs storage, attention and often a sign-up form. Reviews lower that perceived risk because they come from people with nothing to sell. A prospective user scanning your listing is looking for reassurance on a few specific points: does it work on my phone, does it do the one job I need, and will it nag me for money. Recent, detailed reviews answer those questions better than any tagline.",
          "Ratings also shape who sees your listing at all. The stores do not publish their ranking formulas, but listing conversion, retention and rating quality are widely understood to influence search placement and editorial selection. The effect compounds: a weak rating lowers conversion, lower conversion weakens ranking, and fewer new users arrive to lift the average. Google Play gives recent ratings more weight than old ones, so the loop can turn in your favour faster than many teams expect.",
        ],
      },
      {
        heading: "Ask at the right moment, through the official prompt",
        paragraphs: [
          "Use the platform's own in-app review mechanisms: StoreKit's review request on iOS and the In-App Review API on Google Play. Both let a user rate without leaving your app, and both limit how often the prompt actually appears, so every request you make should count. Apple's guidelines disallow custom review prompts, and both stores forbid offering rewards for ratings, so incentive schemes put the whole listing at risk.",
          "Timing matters more than wording. Trigger the request straight after a moment of success, such as a completed transfer, a finished workout or a delivery marked as received, and never at launch, in the middle of a task or after an error. We also gate it on engagement: several sessions over a few days, no crash in the current session and no open support ticket. Never ask users whether they like the app and send only the happy ones to the store; Google Play policy prohibits it.",
        ],
      },
      {
        heading: "Answer reviews as a public conversation",
        paragraphs: [
          "Both stores let developers reply to reviews, and those replies are read by everyone deciding whether to install. A good reply is specific, short and useful: acknowledge the exact problem, say what is being done, and give a next step such as a support address or the version that contains the fix. Avoid pasted templates and never argue. A calm, helpful answer to an angry review often persuades future users more than the original complaint dissuades them.",
          "Organise replies like any other queue. Tag incoming reviews by theme, such as crashes, login, billing or feature requests, give each theme an owner, and agree a target response time. When a fix ships, go back to the reviews that reported the problem and say so. Reviewers are notified of replies and can update their rating, which turns a one-star complaint into a visible record of a team that listens.",
        ],
      },
      {
        heading: "Turn review text into product and marketing input",
        paragraphs: [
          "Reviews are a free, continuous stream of qualitative research. Pull them into your own tooling through App Store Connect and the Google Play Developer API, classify them weekly, and read the clusters alongside crash reports and analytics. A sudden rise in reviews mentioning one screen after a release is often the earliest warning you will get, sometimes before the problem shows up in dashboards.",
          "The same text improves your marketing. Users describe value in their own words, such as finally syncing with my bank or working offline on the train, and that language often converts better than anything drafted in a workshop. Use it to shape store descriptions, screenshot captions and keyword choices. If you want to quote a review in a campaign, check the store's terms and ask the reviewer first.",
        ],
      },
      {
        heading: "Protect your rating with release discipline",
        paragraphs: [
          "Most sudden rating drops follow a bad release, so the strongest defence is engineering practice. Ship through phased release on the App Store and staged rollouts on Google Play, keep risky features behind remote flags, and watch crash-free sessions and new reviews during the first days of every rollout. Agree in advance who can pause a rollout and what threshold triggers it, so nobody debates it while ratings fall.",
          "Beta channels such as TestFlight and Play testing tracks give your most engaged users a private route for feedback before a build reaches the public. After a major rework, Apple also lets you reset the summary rating shown for a new version. Use that option sparingly: it wipes hard-earned goodwill along with old complaints, and it only helps when the new version is genuinely better.",
        ],
      },
      {
        heading: "Measure what ratings do for the funnel",
        paragraphs: [
          "Track a small set of numbers and review them on a schedule: listing conversion from page views to installs, average rating per app version, the share of reviews mentioning your top known issues, and your median reply time. Watching the rating by version rather than the lifetime average tells you whether recent work is improving things. Product page experiments on both stores let you test how reviews, screenshots and copy work together.",
          "Be wary of shortcuts. Bought or coordinated reviews are detected and removed, can lead to an app being pulled, and hide the signal you need to improve. Asking staff and friends to rate the app distorts your data in the same way. A modest rating earned honestly, with visible replies and a clear upward trend, is a far stronger marketing asset than an inflated number that real users quickly contradict.",
        ],
      },
    ],
    conclusion: {
      heading: "Make ratings part of the product",
      paragraphs: [
        "Ratings and reviews sit where product quality meets marketing, and they reward teams that treat them that way. Ask through the official prompt at moments of success, reply to every substantive review with specifics, mine the text for both fixes and messaging, and protect your average with staged releases. Give one person clear ownership of the whole loop, and review its numbers alongside downloads and revenue rather than in a separate support report.",
      ],
    },
  },
  {
    id: "blog2",
    title: "The Psychological Impact of Color Theory in Web Design",
    published: "2025-04-08",
    author: { name: "Daniel Okafor", role: "Lead UX Designer" },
    image: "blog-cover-2",
    intro: [
      "Colour is the first thing a visitor registers on a page, ahead of layout and long before the words. In a moment, a palette suggests whether a site feels calm or urgent, premium or budget, established or improvised. Those impressions are not universal laws, but they are consistent enough that designers can use colour deliberately to direct attention, signal meaning and make an interface easier to use.",
      "At Corvane, colour decisions sit with the same people who worry about conversion and accessibility, because the three cannot be separated. A palette that looks striking in a brand presentation can fail contrast checks, blur the difference between links and decoration, or carry the wrong meaning in another market. This article covers what colour psychology can and cannot tell you, and the working system we use to turn it into an interface.",
    ],
    sections: [
      {
        heading: "What colour associations can and cannot tell you",
        paragraphs: [
          "Some associations are common enough to be useful starting points. Blue tends to read as stable and dependable, which is why so many banks and software companies use it. Green suggests growth, health or permission to proceed. Red signals urgency, danger or error, while orange and yellow feel energetic and attention-seeking. Neutrals such as charcoal, warm grey and off-white tend to feel restrained and let content lead.",
          "Treat these as hypotheses, not rules. Meanings are learned, and they shift with culture and category: red is associated with luck and celebration in China, and white is linked with mourning in parts of East Asia. Your own brand history matters too, because returning customers respond to the colours they already know. The stronger psychological effects are contrast and distinctiveness: an element that differs from its surroundings is noticed and remembered, whatever its hue.",
        ],
      },
      {
        heading: "Build hierarchy with contrast and restraint",
        paragraphs: [
          "A page where everything is vivid has no hierarchy. A useful starting proportion is the 60-30-10 split: a dominant neutral for backgrounds and large surfaces, a secondary brand colour for structure such as headers and panels, and a single accent reserved for primary actions. The exact ratio matters less than the principle that the accent stays scarce, so that the one button you most want clicked is the most distinctive thing on the screen.",
          "Two quick tests keep hierarchy honest. View the page in greyscale: if the primary action no longer stands out, it was relying on hue alone and needs more lightness contrast. Then blur the page or step back from the screen and note what you see first. If the answer is a decorative illustration or a secondary link rather than the headline and main action, the palette is competing with your content instead of supporting it.",
        ],
      },
      {
        heading: "Give every colour one job",
        paragraphs: [
          "Users learn an interface's colour language within a few clicks, and they are confused when it changes. If red means error on your forms, do not also use it for promotional badges; if your links are blue, keep blue away from text that cannot be clicked. Assign each colour a role, such as primary action, link, success, warning, danger, information, surface and border, and keep to those roles across the whole product.",
          "Encode the roles as design tokens named by purpose rather than by appearance, for example action-primary or feedback-danger rather than red-500. Designers choose values in one place, developers consume the tokens in code, and a later rebrand changes values without anyone hunting through stylesheets. Role-based tokens also make theming straightforward, because a dark theme becomes a second set of values for the same names.",
        ],
      },
      {
        heading: "Design for accessibility from the first swatch",
        paragraphs: [
          "Accessibility is part of colour theory, not an audit at the end. The Web Content Accessibility Guidelines ask for a contrast ratio of at least 4.5:1 for body text and 3:1 for large text and for the visual boundaries of controls such as inputs and focus outlines. Check every text and background pair in your palette before it reaches a mock-up; fixing a brand colour late is far harder than choosing a compliant shade early.",
          "Never use colour as the only carrier of meaning. Many people have some form of colour vision deficiency, most often difficulty telling red from green, and others read your site on dim screens or in bright sunlight. Pair error colours with an icon and a written message, give chart series patterns or direct labels, and underline links within body text. Browser developer tools can simulate colour vision deficiencies, which makes this quick to check during design reviews.",
        ],
      },
      {
        heading: "Plan for dark mode, displays and context",
        paragraphs: [
          "Dark mode is not an inverted light theme. Saturated brand colours that work on white can vibrate uncomfortably on dark backgrounds, so use slightly desaturated, lighter variants. Avoid pure black surfaces, which make white text glare and hide shadows; express elevation with progressively lighter greys instead. Then re-run every contrast check, because a pair that passed in the light theme can fail once the surfaces change.",
          "Generating palettes in a perceptually uniform colour space such as OKLCH helps keep steps in a scale evenly spaced in lightness, so a tint at the same step looks equally strong in every hue. Remember too that many screens now show a wider gamut than sRGB, and that your colours will appear on cheap office monitors, projectors and phones outdoors. Review key screens on real devices in different conditions before you sign off a palette.",
        ],
      },
      {
        heading: "Test colour against real behaviour",
        paragraphs: [
          "The classic button-colour experiment is usually misread. When a new button colour wins, the cause is rarely the hue itself; it is that the new version contrasts more with its surroundings. Test complete treatments that change salience and hierarchy, and measure outcomes that matter: task completion, clicks on the primary action, form errors and time to find key information, not just which version people say they prefer.",
          "Qualitative methods catch what analytics misses. A five-second test, where participants see a page briefly and describe what it was about and what stood out, shows whether your palette directs attention where you intended. For sites serving several markets, ask local colleagues or testers to review key pages, since an association that feels neutral at home may carry an unwanted meaning elsewhere.",
        ],
      },
    ],
    conclusion: {
      heading: "Treat colour as a system, not a mood board",
      paragraphs: [
        "Colour influences how a site feels, but its most reliable effects are practical: it shows people where to look, what they can act on and whether something went wrong. Start from associations that suit your brand and audience, keep the accent scarce, give every colour one role, build accessibility in from the first swatch and test with real behaviour. A palette built this way stays persuasive, readable and consistent as the product grows.",
      ],
    },
  },
  {
    id: "blog3",
    title: "Key Benefits of AI-Powered Automation in Business Operations",
    published: "2025-06-17",
    author: { name: "Elena Markovic", role: "Principal Consultant, Intelligent Automation" },
    image: "blog-cover-3",
    intro: [
      "Most operations teams already automate what is easy: scheduled reports, rule-based approvals, integrations that move records between systems. What remains is work that resisted automation because it involves reading, interpreting or deciding, such as sorting emails, processing documents in many layouts and judging which request is urgent. AI-powered automation changes that picture, because models can cope with the variation that rigid rules never could.",
      "The benefits are real, but they arrive only when automation is designed around a well-understood process, measured honestly and supervised by people who know the work. In this article our automation consultants set out the gains we see most often in client operations, the conditions each one depends on, and the safeguards that keep an automated process trustworthy once it runs at volume.",
    ],
    sections: [
      {
        heading: "Handling unstructured input at scale",
        paragraphs: [
          "Invoices, purchase orders, claim forms, delivery notes, contracts and customer emails all carry the data a process needs, but in formats that change from sender to sender. Modern document pipelines combine optical character recognition, layout-aware extraction and language models to read these inputs, pull out the relevant fields and classify each item by type and intent, whether it arrives as a scan, a PDF or free text.",
          "The design choice that matters most is what happens when the model is unsure. Every extracted value should carry a confidence score, and anything below an agreed threshold should go to a person with the source document displayed beside the extracted fields. Clean, familiar documents then flow straight through, while unusual ones get human attention. That split is where most of the saved effort comes from.",
        ],
      },
      {
        heading: "Shorter cycle times and fewer hand-offs",
        paragraphs: [
          "In most back-office processes the work itself takes minutes, while the waiting between steps takes days. A request sits in a shared inbox, is forwarded to the wrong team, waits again and finally reaches someone who can act. Automation that classifies, enriches and routes items the moment they arrive removes much of that queue time, which is why customers often notice faster responses before internal teams notice lighter workloads.",
          "Supplier onboarding is a typical example. An AI-assisted flow can read the submitted documents, check tax and company registration numbers against official registers, screen names against sanctions lists, create the vendor record in the ERP and route only the exceptions to procurement. The benefit is best measured as elapsed time from request to completion, not just hours of effort saved.",
        ],
      },
      {
        heading: "Consistency, accuracy and a clear audit trail",
        paragraphs: [
          "People applying the same policy at the end of a long week make different calls from those they make on Monday morning. An automated step applies identical criteria every time, and a well-built pipeline records its inputs, the model version, its output, its confidence and any human correction. That record is valuable in regulated work, where auditors ask not only what was decided but how and by whom.",
          "Models can also be confidently wrong, so accuracy depends on checks around them, not just on the model. Validate outputs against business rules: line items must add up to the invoice total, a referenced purchase order must exist, dates must be plausible and bank details must match the supplier master. These deterministic checks are cheap to build and catch the errors that matter most before they reach a ledger or a customer.",
        ],
      },
      {
        heading: "More time for judgement and customer work",
        paragraphs: [
          "The most durable benefit is what people do with the time they get back. When keying and copying disappear, roles shift toward handling exceptions, resolving disputes, improving suppliers and talking to customers. Design the review screens for that work: show the evidence, allow one-click corrections, and feed each correction back so the system improves. A clumsy review interface can erase the gains of an accurate model.",
          "Involve the people who do the work from the first workshop. They know the edge cases that never appear in process documents, such as the supplier who always sends two invoices in one file, and they will trust a system they helped shape. Frame the programme around capacity, clearing backlogs and handling growth without adding headcount, rather than around cuts, and adoption tends to follow.",
        ],
      },
      {
        heading: "Better decisions from operational data",
        paragraphs: [
          "Once documents and messages are turned into structured data, operations become visible in a way they rarely were before. You can see spending by supplier and category, the real reasons customers contact you, the steps where cases stall and the time each stage takes. Process mining tools built on system event logs add a map of how work actually flows, which often differs from the documented procedure.",
          "That data supports forward-looking uses as well. Anomaly detection can flag duplicate invoices or unusual payment changes for review, forecasting models can help plan staffing around seasonal peaks, and clustering complaints can reveal a product defect early. Each of these builds on the clean data the automation already produces, so later use cases are cheaper than the first.",
        ],
      },
      {
        heading: "Choosing where to start and keeping it safe",
        paragraphs: [
          "Good first candidates share five traits: high volume, repetitive steps, a clear definition of a correct result, a tolerable cost of occasional error and historical examples to test against. Measure the current process before you change it, then run the automation in shadow mode, working alongside staff without acting, and compare its results with theirs. Raise its autonomy gradually, starting with the highest-confidence cases.",
          "Governance belongs in the design, not in a later review. Decide which data may be sent to external model providers and under what contract, keep personal data to a minimum and check obligations under privacy law and, for some uses, the EU AI Act. Monitor accuracy over time, because input formats and customer behaviour drift. Track the cost per transaction of model calls, and plan a manual fallback for when a service is unavailable.",
        ],
      },
    ],
    conclusion: {
      heading: "Automation that earns trust",
      paragraphs: [
        "AI-powered automation pays off when it handles the messy, high-volume work that rules could not reach, shortens the waits between steps, applies decisions consistently and gives skilled people time for judgement. Those benefits depend on confidence thresholds, business-rule checks, good review screens, honest measurement and clear governance. Start with one well-chosen process, prove the gain against a baseline, and let that evidence guide where you automate next.",
      ],
    },
  },
  {
    id: "blog4",
    title: "How to Create a Multilingual Website for Global Reach",
    published: "2025-08-26",
    author: { name: "Mateo Alvarez", role: "Senior Front-End Engineer" },
    image: "blog-cover-4",
    intro: [
      "A multilingual website is one of the most direct ways to reach customers who would never find you, or never fully trust you, in a language that is not their own. It is also one of the easiest projects to underestimate. Translating the text is only part of the job: URLs, search signals, layouts, dates, currencies, forms and the publishing workflow all have to work in every language you add.",
      "Our front-end and content teams have built, and sometimes rescued, multilingual sites for clients selling across several continents. The lesson is consistent: decisions taken in the first weeks about structure and workflow determine how expensive every later language becomes. This guide walks through those decisions in the order we make them on a project, with the trade-offs at each step.",
    ],
    sections: [
      {
        heading: "Choose markets and languages deliberately",
        paragraphs: [
          "Start from business evidence rather than a wish list. Look at where current visitors and enquiries come from, which browser languages they use and where your sales team sees demand. Then distinguish language from locale: Spanish for Spain and for Mexico, Portuguese for Brazil and for Portugal, or French for France and for Canada differ in vocabulary, tone, currency and sometimes legal requirements, such as the French-language rules that apply in Quebec.",
          "Only offer a language you can support end to end. A German site that leads to an English-only contact form, support desk or checkout disappoints more than no German site at all. Many clients use tiers: a small set of fully localised markets, a second group with key product and contact pages only, and an honest default language for everyone else, clearly labelled as such.",
        ],
      },
      {
        heading: "Pick a URL structure search engines understand",
        paragraphs: [
          "Each language version needs its own crawlable URL. Country-code domains such as example.de send the strongest local signal but cost the most to run and build authority separately. Subdirectories such as /de/ on one domain are the easiest to manage and share the main domain's authority, which is why we recommend them by default. Subdomains sit between the two. Avoid query parameters and cookie-based switching, which search engines handle poorly.",
          "Tell search engines how the versions relate. Add hreflang annotations, in the page head or in the XML sitemap, listing every language version of a page including itself, with an x-default for visitors who match none. The annotations must be reciprocal to count. Give each version a self-referencing canonical tag, not one pointing at the English page, and set the lang attribute on the html element. Do not redirect visitors automatically by IP address; suggest their language with a dismissible banner instead.",
        ],
      },
      {
        heading: "Internationalise the code before translating",
        paragraphs: [
          "Internationalisation is the engineering work that makes translation possible. Move every user-facing string into message files managed by an established i18n library, and use ICU message syntax for plurals and variables rather than joining fragments in code. Languages differ sharply here: English has two plural forms, Polish has more and Arabic has six, so a sentence assembled from pieces will be wrong in many of them.",
          "Format dates, numbers and currencies with the platform's Intl APIs rather than hand-written patterns. Design layouts that tolerate text expansion, since German or Finnish labels can run much longer than English ones. Use CSS logical properties such as margin-inline-start so right-to-left languages like Arabic and Hebrew work when you set the dir attribute. Choose fonts that cover every script you need, and run a pseudo-localisation build early to expose hard-coded strings and overflowing buttons.",
        ],
      },
      {
        heading: "Set up a translation workflow that keeps pace",
        paragraphs: [
          "Most multilingual sites decay because translations fall behind the source. Choose a content management system with field-level localisation, and connect it to a translation management system so new and changed content is sent for translation automatically. Build a translation memory and a glossary of product terms from the start, with a short style guide per language covering tone, formality and terms that must never be translated.",
          "Match the method to the content. Machine translation with professional post-editing suits large volumes of help articles and product details. Headlines, campaign copy and calls to action need transcreation by a native marketer, while legal pages need a qualified translator and local review. Give reviewers an in-context preview, flag translations as outdated when the source changes, and decide whether an untranslated update waits or falls back visibly to the default language.",
        ],
      },
      {
        heading: "Localise more than the words",
        paragraphs: [
          "Visitors notice everything that still feels foreign. Replace images containing embedded text, adapt examples and cultural references, show prices in local currency with local tax conventions, and offer the payment methods people in that market actually use. Forms deserve particular care: address layouts, postal codes, phone formats and name conventions vary widely, so a single full-name field and flexible validation avoid rejecting real customers.",
          "Search behaviour differs by market as well, so research keywords in each language rather than translating the English list; the terms people type often differ from the literal translation. Localise the legal and operational layer too, including privacy notices, cookie consent to regional rules, support hours in local time zones and contact details that reach someone who speaks the language.",
        ],
      },
      {
        heading: "Test, launch and maintain each language",
        paragraphs: [
          "Before launch, work through a checklist for every language: hreflang and canonical tags validate, the language switcher keeps users on the equivalent page rather than sending them home, forms and emails handle non-Latin characters with UTF-8 throughout, site search returns results in the right language and transactional emails are translated. Load only the active locale's messages in the browser so new languages do not slow every page.",
          "After launch, each language needs an owner who watches its search performance, reviews feedback from local users and approves content changes. Monitor indexing and traffic per language in your search tools and analytics, and schedule periodic reviews of older translated pages. A language version that nobody owns slowly drifts out of date, and visitors notice sooner than search engines do.",
        ],
      },
    ],
    conclusion: {
      heading: "Build once for many languages",
      paragraphs: [
        "A multilingual site that reaches global audiences rests on a few foundations: languages chosen from evidence and supported end to end, a URL structure with correct hreflang and canonical tags, code internationalised before translation starts, a workflow that keeps translations in step with the source, and localisation that goes beyond words. Get these right for the second language and every language after it becomes far cheaper to add.",
      ],
    },
  },
  {
    id: "blog5",
    title: "App Maintenance: Why It's as Important as Development",
    published: "2025-10-21",
    author: { name: "Grace Whitfield", role: "Director of Application Support" },
    image: "blog-cover-5",
    intro: [
      "Launch is the moment most app budgets are built around, yet it marks the start of an app's working life rather than the end of a project. From its first day in the stores, an app runs on operating systems that change every year, depends on libraries and services it does not control, and serves users whose expectations keep rising. Maintenance is what keeps the product working in that moving environment.",
      "Our application support teams look after apps that Corvane built and apps we inherited from other vendors, and the difference between a well-kept codebase and a neglected one shows within days. Neglect rarely fails loudly. It accumulates as slower screens, odd crashes on new devices and unpatched libraries, until a forced platform update becomes an emergency. This article explains what maintenance covers and how to plan for it.",
    ],
    sections: [
      {
        heading: "The platforms move whether you do or not",
        paragraphs: [
          "Apple and Google ship major operating system releases every year, and each one deprecates APIs, tightens permissions and changes behaviour apps relied on. Past examples include runtime permissions on Android, App Tracking Transparency on iOS and ever stricter limits on background location and notifications. An app nobody has touched in a year may still run, but usually with warnings, broken edge cases and features that quietly stopped working.",
          "The stores enforce this pace. Google Play requires apps to target a recent Android API level before updates can be published, and Apple periodically requires submissions to be built with a recent Xcode and SDK. If your app has fallen several versions behind, even an urgent one-line fix can turn into a multi-week upgrade. Testing against the developer betas each summer, and covering new devices such as foldables and unusual screen shapes, keeps those changes routine.",
        ],
      },
      {
        heading: "Security is a continuous job",
        paragraphs: [
          "A typical app ships dozens of third-party libraries and SDKs for analytics, payments, maps and crash reporting, and vulnerabilities are found in them all the time. Automated dependency scanning with tools such as Dependabot or Renovate, a software bill of materials and a policy for how quickly critical patches ship turn this from an occasional scramble into a routine. The OWASP Mobile Top 10 is a useful checklist for periodic reviews.",
          "Security also expires on a calendar. Push notification certificates, signing keys, API credentials and backend TLS certificates all need renewing or rotating, and a missed date can take features offline without any code change. Privacy obligations shift as well: Apple's privacy manifests and Google Play's Data safety section must stay accurate as your SDKs change, and privacy laws in your markets keep evolving.",
        ],
      },
      {
        heading: "Performance and stability need constant attention",
        paragraphs: [
          "Apps slow down as they age. Local databases grow, new features add work to startup, backend responses get heavier and code paths tuned for old devices behave differently on new ones. Crash reporting tools such as Firebase Crashlytics or Sentry, together with Android vitals in the Play Console, show where users are suffering. Google may also show an app less prominently when its crash or ANR rates exceed the Play Console thresholds.",
          "Set explicit performance budgets for cold start time, screen rendering and memory, check them in continuous integration and alert when crash-free sessions drop after a release. On the backend, watch API latency and error rates by app version, because an old client still in use can break when an endpoint changes. Maintenance includes keeping those older versions working, or retiring them gracefully with a forced-update screen.",
        ],
      },
      {
        heading: "Keep the codebase easy to change",
        paragraphs: [
          "Every shortcut taken before a deadline adds interest to the next change. Regular maintenance pays that debt down in small steps: refactoring the module everyone is afraid to touch, removing dead features and flags, and upgrading Swift, Kotlin, React Native or Flutter one version at a time instead of skipping several and facing a rewrite. Small, frequent upgrades are cheaper and far less risky than rare large ones.",
          "Automated tests and a reliable build pipeline are what make maintenance safe. A release process that builds, tests, signs and submits with one command lets a small team ship a security fix the same day. Keep architecture notes, runbooks and decision records current, so the app does not depend on the memory of one developer who may move on. Knowledge that lives only in someone's head is a maintenance risk like any outdated library.",
        ],
      },
      {
        heading: "Keep listening to users after launch",
        paragraphs: [
          "Once real people use an app, they reveal problems no test plan anticipated: a confusing step in onboarding, a form that rejects valid addresses, a feature nobody opens. Store reviews, support tickets and analytics funnels together show where to act. Reserve part of every maintenance cycle for these small improvements, because they often do more for retention and ratings than the next major feature.",
          "Accessibility belongs in this work as well. Platform screen readers, dynamic text sizes and contrast settings change with each release, and an audit after every major OS update catches regressions. So does retiring features that no longer earn their keep; every screen you remove is one less screen to test, translate and secure in every future release.",
        ],
      },
      {
        heading: "Plan and budget maintenance from day one",
        paragraphs: [
          "Software engineering usually divides maintenance into four kinds: corrective work that fixes defects, adaptive work that keeps up with platforms and regulations, perfective work that improves features and performance, and preventive work that reduces future risk. A sound plan funds all four as a recurring budget line agreed before launch, rather than as emergency spending approved after something breaks.",
          "Write the plan down. Define severity levels with response and resolution targets, a regular maintenance release cadence with a separate path for urgent fixes, and named owners for monitoring, store compliance and dependency updates. Add a calendar of predictable events, such as the annual OS betas, store policy deadlines and certificate renewals, so the team meets them with time to spare instead of discovering them through user complaints.",
        ],
      },
    ],
    conclusion: {
      heading: "Maintenance protects your investment",
      paragraphs: [
        "Development creates an app, but maintenance decides whether it stays secure, fast, compliant and worth keeping on a user's phone. Platforms change every year, libraries need patching, performance drifts and users keep telling you what to improve. Budget for maintenance from the start, give it owners, automate the routine checks and upgrade in small steps. Treated as part of the product rather than an afterthought, maintenance is what makes the original investment pay off.",
      ],
    },
  },
];

export const posts: InitialPost[] = input.map((post) => {
  const result = postSchema.safeParse(post);
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `  - ${issue.path.join(".") || "(post)"}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid blog post "${String(post.id)}":\n${issues}`);
  }
  return result.data;
});
