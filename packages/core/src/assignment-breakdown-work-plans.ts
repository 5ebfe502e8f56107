import { type Plan, step } from './assignment-breakdown-step';

/*
 * Plans for the kinds of work an assignment's words name, whatever its category: an essay, a lab
 * report, a presentation. `{what}` stands for what the assignment covers.
 */

export const ESSAY_PLAN: Plan = {
  what: 'the essay',
  steps: [
    step(
      'Research and gather sources',
      60,
      'high',
      false,
      'Read about the topic and collect quotes and evidence with their sources.',
      ['Note the page or link of every quote.'],
    ),
    step(
      'Write a thesis and outline',
      30,
      'high',
      true,
      'State your main argument in one sentence and plan one paragraph per point.',
      ['Each paragraph should support the thesis.'],
    ),
    step(
      'Write the first draft',
      120,
      'high',
      true,
      'Write from your outline; introduction and conclusion can come last.',
      ['Do not edit while drafting.'],
    ),
    step(
      'Revise',
      45,
      'medium',
      false,
      'Check that each paragraph supports the thesis and the evidence is explained.',
      ['Take a break before revising to read it with fresh eyes.'],
    ),
    step(
      'Proofread and submit',
      20,
      'high',
      true,
      'Fix spelling, grammar, citations and formatting, then hand it in.',
      ['Read it backwards sentence by sentence to catch typos.'],
    ),
  ],
};

export const LAB_REPORT_PLAN: Plan = {
  what: 'the lab',
  steps: [
    step(
      'Gather your data and lab notes',
      20,
      'medium',
      false,
      'Collect the measurements, observations and the lab handout.',
      ['Check the units of every measurement.'],
    ),
    step(
      'Make tables and graphs',
      40,
      'high',
      true,
      'Put the data into labelled tables and graphs for the results section.',
      ['Give every graph a title, axis labels and units.'],
    ),
    step(
      'Write methods and results',
      60,
      'high',
      true,
      'Describe what you did and what you measured, without interpreting yet.',
      ['Write the methods in the past tense.'],
    ),
    step(
      'Write introduction, discussion and conclusion',
      60,
      'high',
      true,
      'Explain the purpose, what the results mean, sources of error and your conclusion.',
      ['Compare your results with what you expected.'],
    ),
    step(
      'Check and submit',
      20,
      'medium',
      true,
      'Check the required sections, formatting and calculations, then hand it in.',
      ['Recheck one calculation by hand.'],
    ),
  ],
};

export const PRESENTATION_PLAN: Plan = {
  what: 'the presentation',
  steps: [
    step(
      'Research the topic',
      45,
      'high',
      false,
      'Gather the facts, examples and images for {what}.',
      ['Keep the sources for a final slide.'],
    ),
    step(
      'Outline the talk',
      30,
      'medium',
      true,
      'Decide the main points and their order; one idea per slide.',
      ['Start with a question or example that grabs attention.'],
    ),
    step(
      'Make the slides',
      90,
      'high',
      true,
      'Build the slides from the outline with few words and clear visuals.',
      ['Use large text and no more than a few lines per slide.'],
    ),
    step(
      'Rehearse out loud',
      30,
      'high',
      true,
      'Practise the whole talk with a timer, ideally in front of someone.',
      ['Time yourself and cut if you run over.'],
    ),
    step(
      'Final check',
      15,
      'low',
      false,
      'Check the file opens, the slides are in order and you have your notes.',
      ['Bring a copy on a USB stick or in your e-mail.'],
    ),
  ],
};
