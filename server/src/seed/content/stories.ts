export interface SeedStory {
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** Null: written by the organisation. */
  authorName: string | null;
  /** Published this many days before seeding; negative with status "scheduled" means still to come. */
  daysAgo: number;
  status?: 'draft' | 'scheduled';
  /** Markdown. */
  body: string;
}

/**
 * The sample stories. The people in them are invented for the demo; nothing here reports a fact
 * or a figure about a real institution.
 */
export const SEED_STORIES: SeedStory[] = [
  {
    slug: 'the-borehole-question',
    title: 'The borehole question',
    summary:
      'Abena noticed that her neighbours had stopped drinking from the new borehole. With her mentor, she turned a complaint into a research question.',
    category: 'Scholar stories',
    authorName: 'Thandiwe Nkosi',
    daysAgo: 66,
    body: `When the new borehole opened at the edge of her town in northern Ghana, Abena expected the queues at the old well to disappear. They did not. Within a few weeks, her neighbours were walking past the pump with their buckets, back to the well they had used for years.

"People said the water tasted of metal," she remembers. "Some said it stained their clothes. Nobody knew if it was safe, so they stopped using it."

Abena had just finished secondary school and joined StepUp Scholars. At her first meeting with her mentor, a hydrologist who works on groundwater quality, she was asked a simple question: *what would you like to find out?* She mentioned the borehole almost as an aside. Her mentor did not let it go.

## From a complaint to a question

Over the next two months, the two of them turned "the water tastes strange" into something that could be tested. Was the taste real, or a rumour? Did it change with the season, or the time of day? Was it only this borehole, or others like it?

Abena learned that good questions are smaller than they first look. She could not test for everything, so she chose what mattered most to her neighbours: iron, which can cause a metallic taste and orange stains, and whether the water was clear.

With low-cost test strips and a notebook, she collected samples twice a week for six weeks, always at the same times, and recorded what she saw. She also asked twenty households what they had noticed and when. "The interviews taught me as much as the strips," she says. "People remembered details I would never have thought to measure."

## What she found, and what she did with it

Her readings suggested the iron level was highest in the morning, after the pump had stood unused overnight, and lower once water had been running for a while. It was not a final answer, and Abena is careful to say so. Test strips give a rough reading, and six weeks is a short time. But it was enough to take to the community water committee.

She presented her notes in the church hall, in English and in Dagbani, with a chart she drew by hand. The committee agreed to ask the district water office for a proper laboratory test, and to suggest that people run the pump for a minute before filling their buckets in the morning.

## What comes next

For Abena, the most surprising part was not the chemistry. "I thought research happened in laboratories, far away. Now I know it can start with listening to your neighbours."

She now hopes to study environmental science, and has started reading about low-cost filters that remove iron. Her mentor has already sent her three papers. She says she understood about half of each. That, she has learned, is how reading research begins.`,
  },
  {
    slug: 'what-my-mentor-taught-me-about-questions',
    title: 'What my mentor taught me about asking better questions',
    summary: 'A StepUp scholar on the first month with a mentor, a notebook of "stupid" questions, and why none of them were.',
    category: 'Scholar stories',
    authorName: 'Chidi Eze',
    daysAgo: 52,
    body: `Before my first call with my mentor, I wrote down a list of things I wanted to ask. Then I crossed most of them out, because they seemed too simple. How do you choose what to study? How do you know when an experiment has worked? Do researchers ever feel lost?

I kept one question, something about funding that I thought sounded clever, and I asked it in the first five minutes. My mentor answered it kindly. Then she asked me what else I had written down.

## The notebook

I admitted there was a list. She asked me to read out the questions I had crossed out. I was embarrassed, but I read them.

She said they were the best questions on the page. "Do researchers ever feel lost?" she repeated. "Every week. The skill is not avoiding it. The skill is knowing what to do next when you are lost."

After that call she gave me a task: keep a notebook of every question I have during the week, however small, and bring it to our next meeting. Not to answer them all. Just to notice them.

## What changed

I study computer science in Enugu, and I had always thought a good student is someone who already knows the answer. In my first month of StepUp I started to see it differently. A good researcher is someone who asks the next useful question, and then the one after that.

My notebook now has more than a hundred questions. Some I have answered myself by reading. Some we discussed together. Some turned out to be much bigger than they looked, like "why do some mobile apps work on slow networks and others do not?" That one has become the start of my project for the second half of the year.

My mentor also taught me to ask questions in a better shape. Instead of "is this good?" I now ask "what would make this clearer?" Instead of "am I doing it right?" I ask "what would you do differently, and why?" The answers are more useful, and I feel less like a student waiting to be marked.

## For anyone about to start

If you are joining StepUp Scholars, or any programme with a mentor, here is my advice: bring the questions you think are too simple. Your mentor has heard them before, and was once the person asking them.

And keep a notebook. Mine is the most useful thing I own.`,
  },
  {
    slug: 'reading-leaves-cassava-disease',
    title: 'Reading leaves: can a phone photo help spot cassava disease early?',
    summary:
      'A Dynamerge team from three countries is designing a study with farmers, not just about them. Here is how they got started.',
    category: 'Research',
    authorName: 'Kwame Mensah',
    daysAgo: 40,
    body: `Cassava is a staple food for a great many families across Africa, and the diseases that damage it are a constant worry for the farmers who grow it. By the time the signs are obvious on the roots, it is often too late to save the harvest. The leaves can show trouble earlier, if someone knows what to look for.

That is the starting point for one of this year's Dynamerge teams: a plant pathologist in Uganda, a data scientist in Nigeria, an agricultural economist in Tanzania and a public-health researcher who has spent years running surveys in rural communities. None of them could do the project alone.

## The question

Their question sounds simple. Can photos of cassava leaves, taken by farmers on ordinary smartphones, be good enough to tell a plant scientist that something may be wrong?

"Everyone wants to jump to the algorithm," says the team's data scientist. "But before any model, you need to know whether the pictures are usable: the light, the angle, the distance, the phone. If the data is poor, the cleverest analysis in the world will not rescue it."

So the team's first phase is not about artificial intelligence at all. It is about how farmers actually take photos, in real fields, at real times of day, and what a trained pathologist can and cannot see in them.

## Designing with farmers

The public-health researcher in the team insisted on one principle from the first meeting: the farmers taking part should get something back, and quickly. If a pathologist sees signs of disease in a farmer's photo, the farmer hears about it through the local extension officer, not months later in a paper.

The team also spent two of their leadership labs on consent: how to explain, in local languages, what happens to a photo once it is taken, who can see it, and how a farmer can ask for it to be deleted. They wrote their information sheet four times.

"It slowed us down," the economist admits. "It also made the project better. People who understand a study take better part in it."

## What the fellowship added

Each of the four had worked on parts of this problem before, in their own countries, on their own. The fellowship gave them a shared language for running a team across three time zones: a weekly thirty-minute call with a rotating chair, decisions written down in one place, and an agreement about how credit will be shared before anyone writes a word of a paper.

Their proposal is being reviewed now. Whatever the outcome, the team has already agreed to keep working together. "That," says the plant pathologist, "is the part I did not expect. I came for the training. I am staying for the people."

We will share more as the project develops.`,
  },
  {
    slug: 'research-question-before-the-pipette',
    title: 'Why we teach the research question before the pipette',
    summary:
      'Equipment matters, but it is not where research starts. Our director explains how StepUp Scholars is designed, and why.',
    category: 'Research',
    authorName: 'Amina Okafor',
    daysAgo: 31,
    body: `When people hear that we run a programme for young scientists, they often ask about laboratories. Do our scholars get to use microscopes? Do they run experiments? Some do. But the first thing we teach is not how to use equipment. It is how to ask a question that can be answered.

## The problem with starting at the bench

Many talented young people across the continent never get near a well-equipped laboratory. If research begins at the bench, then research belongs to the few who can reach one. We do not accept that.

A good research question can be pursued with a notebook, a phone and patience. Abena's work on her town's borehole started with test strips and interviews. Chidi's project on slow mobile networks needs nothing more than the phone in his pocket. The method follows the question, not the other way round.

## How the year is built

StepUp Scholars is designed in three movements.

**Noticing.** In the first months, scholars keep a notebook of things they wonder about. Their mentors help them see which questions are big, which are small, and which are really three questions hiding in one.

**Shaping.** Scholars learn to turn a question into a plan: what would count as an answer, what data could help, what could go wrong, and who might be affected. We spend a surprising amount of time on that last point. Research involves people, and people deserve respect and a clear explanation.

**Doing.** Only then do scholars join a research project with one of our partner researchers, or carry out a small project of their own. By this point they know why each step matters, so the techniques they learn, whether a pipette or a spreadsheet, make sense.

## What we have seen

Scholars who learn this way are not afraid of a blank page. They can explain their work to a farmer, a teacher or a professor. When they reach a university laboratory later, they bring something many students arrive without: the habit of asking *why am I doing this, and how will I know if it worked?*

We still want every scholar to have access to good equipment, and we work with partners to make that possible. But equipment is what you use to answer a question. The question comes first, and anyone can learn to ask a good one.

That, more than anything, is what we mean by nurturing scientist-leaders.`,
  },
  {
    slug: 'an-evening-with-our-alumni-in-nairobi',
    title: 'An evening with our alumni in Nairobi',
    summary:
      'Twenty-odd former scholars and fellows, one long table, and a conversation about what comes after a programme ends.',
    category: 'Community',
    authorName: 'Thandiwe Nkosi',
    daysAgo: 24,
    body: `A programme has a last day. A community should not. That was the idea behind our first alumni evening in Nairobi: no speeches from the stage, no slides, just a long table, a good meal and a simple prompt on every placemat. *What do you wish someone had told you a year ago?*

## Who came

Former StepUp scholars who are now in the middle of their degrees sat beside Dynamerge fellows who run research groups of their own. A few had travelled from Kampala and Arusha. One joined by video from a field station, holding her phone up to show us the sunset over the lake where she collects samples.

It was the first time many of them had met in person. They had shared online sessions, chat groups and, in some cases, whole research projects. "I knew his handwriting before I knew his face," one scholar said of the fellow who had mentored her, because they had shared photos of their notebooks for months.

## What they talked about

The placemat prompt did its job. Some answers were practical: *learn to use a reference manager before your final-year project, not during it.* Some were about confidence: *you are allowed to say "I don't know" in a meeting with a professor.* One fellow wrote simply: *rest is part of the work.*

The liveliest conversation was about leaving. Several alumni are thinking about master's degrees abroad, and worry about whether they will come back. Others argued, with some heat, that good research careers can be built here, and that the continent needs its scientists to build them. Nobody settled it. Everyone listened.

## What we learned

We asked alumni what they would like from us now that their programmes are over. Three things came up again and again:

- **Introductions.** A way to find alumni working on similar questions in other countries.
- **Chances to give back.** Many want to mentor, review applications or speak to new cohorts.
- **Small, regular gatherings** rather than one big event a year.

We are working on all three. The alumni portal on this site will soon let former scholars and fellows find each other by field and country, and share their own stories. And we plan to hold evenings like this one in more cities.

If you are one of our alumni and would like to host a gathering where you live, write to us through the Contact page. We will bring the placemats.`,
  },
  {
    slug: 'mentors-wanted',
    title: 'Mentors wanted: an hour a month can change a career',
    summary:
      'Every StepUp scholar is paired with a researcher who believes in them. We need more mentors for the coming year. Here is what it involves.',
    category: 'Community',
    authorName: 'Kwame Mensah',
    daysAgo: 17,
    body: `Ask our scholars what made the biggest difference in their year, and most give the same answer: their mentor. Not because mentors have all the answers, but because they have been where the scholar is now, and they are on the scholar's side.

As StepUp Scholars grows, we need more mentors. If you work in research, or have done so, we would love to hear from you.

## What mentoring involves

- **One conversation a month**, about an hour, by video or phone at a time that suits you both.
- **A message now and then** between calls, when your scholar is stuck or has good news.
- **A year-long commitment**, from the start of the cohort to the final presentations.
- **An orientation session** before you start, and a community of other mentors to learn from.

That is all. You do not need to be a professor or to supervise a project. Your scholar already has a research placement for that. Your job is to listen, to ask good questions, and to share what you have learned about a life in science, including the parts that are hard.

## Who we are looking for

Mentors come from universities, research institutes, hospitals, companies and government agencies. Some are in the final year of a PhD; some have retired after long careers. Many are our own alumni. What they share is curiosity and patience.

We are especially keen to hear from women in science, technology, engineering and mathematics, and from researchers who work in local languages or with communities outside big cities. Our scholars come from everywhere, and they benefit from seeing people like themselves doing research.

You can be based anywhere in the world. Many of our mentors are members of the African diaspora who want to stay connected to young scientists at home.

## What mentors tell us

"I thought I was giving an hour a month," one mentor told us at the end of last year. "It turned out my scholar was teaching me too: how to explain my work simply, and why it matters to someone who is just starting."

## How to offer your time

Use the mentor form on our Get Involved page. Tell us about your field and where you are based. We will reply within five working days and invite you to a short conversation, and to our next mentor orientation evening.

An hour a month is not much. For a young scientist, it can be everything.`,
  },
  {
    slug: 'stepup-scholars-applications-open',
    title: 'Applications for StepUp Scholars are open',
    summary:
      'If you have just left secondary school or are early in your degree and curious about science, this year could be yours. Here is how to apply.',
    category: 'News',
    authorName: null,
    daysAgo: 14,
    body: `Applications are now open for the next cohort of StepUp Scholars, our year of mentorship and research for young people at the very start of a life in science.

## Who can apply

StepUp is for you if you finished secondary school in the last two years, or are in the first or second year of a university or college degree, and you live in an African country. You need curiosity about science, technology, engineering, mathematics or health, and about four hours a week. You do not need top grades, research experience or a laptop of your own.

## What you get

- A mentor who works in research, for a monthly conversation about your studies and your future.
- A place on a real research project in the second half of the year.
- Fortnightly online sessions with your cohort, on reading papers, asking questions and presenting your work.
- A monthly mobile data bundle, and the loan of a laptop if you need one.

The programme is free.

## How to apply

Create an account on this site and choose **Apply** on the StepUp Scholars page. The form is short and works well on a phone. It is saved as you go, so you can start on the bus and finish at home.

You will be asked two questions, in your own words:

1. What is a question about the world that you would like science to answer?
2. Tell us about a time you worked something out for yourself.

There are no right answers. We want to hear how you think, not how many big words you know. Write as you would explain it to a friend.

## The deadline

The closing date and time are shown on the StepUp Scholars programme page, in East Africa Time. Please do not leave it to the last evening: networks get busy, and we want your application to reach us.

## Questions?

Join our online information session (see Events), or write to us through the Contact page. If you know someone who should apply, please send them this page. Many of our scholars first heard about StepUp from a friend, a teacher or an older sibling.

We look forward to reading your application.`,
  },
  {
    slug: 'dynamerge-next-cohort',
    title: 'Dynamerge opens for its next cohort of research leaders',
    summary:
      'Our fellowship for early-career researchers ready to lead opens for applications in a few weeks. What it is, who it is for, and why we built it.',
    category: 'News',
    authorName: 'Amina Okafor',
    daysAgo: 5,
    body: `Across Africa, talented researchers finish their doctorates and step straight into roles that ask them to lead: to supervise students, to manage projects and budgets, to build partnerships with colleagues in other countries. Very few have been taught how. Dynamerge exists to change that, and after our first cohort we are getting ready to welcome the next.

## What Dynamerge is

Dynamerge is a nine-month fellowship for early-career researchers. It combines three things that are rarely offered together:

- **Leadership training** in monthly online labs: running a team, giving feedback, planning a budget, handling disagreement, and looking after your own wellbeing while you do it.
- **Real collaboration.** Fellows work in small teams that cross countries and disciplines, designing a joint study on a question that matters where they live and writing it up as a funding proposal.
- **Mentoring.** Every fellow mentors a StepUp scholar. Leadership begins with helping someone else grow, and our scholars gain a role model close to their own age.

The cohort meets in person once, for a residential week. Travel and accommodation are paid for by the programme.

## Who it is for

Researchers who completed a master's degree or PhD in the last seven years, or are in the final year of a PhD, and who work in an African country. All fields of the natural, health, engineering, data and social sciences are welcome. Time away from research to care for others does not count towards the seven years.

## Why collaboration across borders

Many of the questions that matter most to people on this continent, about water, food, health and climate, do not stop at national borders. Yet researchers in neighbouring countries often know more about colleagues in Europe or North America than about each other. We want to change that, one team at a time.

Our current fellows are already showing what is possible. One is designing a study with cassava farmers in three countries, and you can read about how they started in our Research stories.

## When to apply

Applications open soon. The opening date and the closing date are on the Dynamerge programme page, and we will hold a launch webinar on the day applications open, where past fellows will answer your questions.

If you know a researcher who is ready to lead, please tell them about Dynamerge. The best fellows are often the ones who would never put themselves forward.`,
  },
  {
    slug: 'why-we-pay-for-mobile-data',
    title: 'Why we pay for mobile data, not just laptops',
    summary:
      'For many of our scholars, the biggest cost of learning online is not the device. It is the data. Here is what we do about it.',
    category: 'Community',
    authorName: 'Kwame Mensah',
    daysAgo: 10,
    body: `When we started StepUp Scholars, we assumed the biggest barrier to learning online would be devices. We set aside money for laptops and waited for requests. A few came. What came far more often was a quieter problem: scholars missing sessions, or joining with their cameras off and their sound breaking up, because they could not afford the mobile data.

## The hidden cost of learning online

Most of our scholars go online on a phone, over a mobile network, with prepaid data. A one-hour video call can use a large share of a small bundle. So can downloading a few research papers, or a recorded lecture. When money is tight, data is one of the first things to go, and with it goes the chance to take part.

No scholar ever told us, "I am leaving the programme because of data." They just became harder to reach.

## What we do now

Every StepUp scholar now receives a monthly data bundle, topped up on the same day each month, on the network they already use. It is not a large amount of money for us. For many scholars it is the difference between joining every session and joining some.

We also changed how we run the programme, so that each bundle goes further:

- **Sessions are designed to work with the camera off.** Slides are shared in advance as small files, so scholars can follow along without video.
- **Recordings come with written notes**, so a scholar who misses a session can catch up by reading, which costs far less data than watching.
- **Our website is built to be light.** Pages load quickly on a slow connection and do not download what they do not need, because every kilobyte costs our visitors money.

## What we still want to do

Laptops still matter for some kinds of work, like analysing data or writing a long report, and we continue to lend them where they are needed. We would like to offer more, and to work with partners who can help scholars reach quiet places to study with reliable power.

If your organisation can help with connectivity, devices or study spaces, we would like to talk. Use the partner form on our Get Involved page.

And if you give to Scientist-Leaders Africa, know that part of every gift becomes something simple and powerful: a young scientist able to stay connected to their mentor, their cohort and their work.`,
  },
  {
    slug: 'annual-report-what-we-learned',
    title: 'Annual report: what we learned this year',
    summary: 'Draft. Not for publication until the board has approved it.',
    category: 'News',
    authorName: 'Amina Okafor',
    daysAgo: 0,
    status: 'draft',
    body: `*Draft for the board. Figures to be confirmed by the finance committee before anything is published.*

## Headlines

- Cohort sizes, completion and what scholars went on to do.
- What changed when we introduced data bundles.
- Where our funding came from, and how it was spent.

## To do

- Add quotes from scholars and mentors (with their consent).
- Check every number against the finance committee's papers.`,
  },
  {
    slug: 'meet-the-new-stepup-cohort',
    title: 'Meet the new StepUp cohort',
    summary: 'Scheduled: goes live on its own when its publication time comes.',
    category: 'Scholar stories',
    authorName: 'Thandiwe Nkosi',
    daysAgo: -10,
    status: 'scheduled',
    body: `This year's StepUp Scholars come from across the continent, and from every kind of background. In the coming weeks we will introduce some of them here, in their own words.

Each of them begins the year the same way: with a mentor, a notebook and a question.`,
  },
];
